/** Every message the account screens show, in the product's established wording, slips and all. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill all the fields',
  passwordsDontMatch: "Passwords doesn't match",
  passwordsDontMatchTryAgain: "Passwords doesn't match. Try again",
  emailNotConfirmed:
    'Your email is not confirmed. Looks like link expired. Resending confirmation email. Please check you email.',
  signInFailed: 'Error Logging user. Please try again.',
  registerFailed: 'Error Registering. Please try again.',
  resetFailed: 'Error resetting password. Please try again.',
  invalidEmailForMask: 'Invalid email address',
  emailOrPhoneRequired: 'You must provide either an email or phone number and a password',
  popupBlocked: 'Popup blocked! Please allow popups for this site.',
  checkEmailButton: 'Please validate the confirmation email sent by clicking on the link.',
} as const;
