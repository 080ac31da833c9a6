// GET /auth/v1/settings: which sign-in methods this project offers (GoTrue's Settings).
import { sendJson } from '../http';
import type { AuthRoute } from './deps';

export const settings: AuthRoute = async (d, _req, res) => {
  sendJson(res, 200, {
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: true,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      phone: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: false,
    mailer_autoconfirm: d.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
};
