'use client';
import { useState } from 'react';

/** Submitting state and the one error/notice an account form shows at a time. */
export function useAuthForm(initialError = '') {
  const [error, setError] = useState(initialError);
  const [notice, setNotice] = useState('');
  const [submitting, setSubmitting] = useState(false);
  return { error, setError, notice, setNotice, submitting, setSubmitting };
}
