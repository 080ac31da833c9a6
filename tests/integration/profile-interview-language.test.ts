// "Interview language" and "Answers in" saved and read through the user's own supabase-js client,
// as Personalize does, against the emulator's database: the column grant lets a user change these
// two settings on their own row, row-level security keeps them off anyone else's (an update that
// reached no row is an error, not a silent success), and a language off the list is refused
// before it is sent.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { fetchInterviewLanguage, saveInterviewLanguage } from '../../lib/profile/interview-language-setting';
import { serviceClient, startTestEmulator, userClient } from './helpers/emulator';
import { createSignedInUser, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);

describe('the interview-language setting on the profile', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
  });
  afterAll(async () => {
    await em?.close();
  });

  const ownClient = (user: TestUser) => userClient(em, user.accessToken);

  const stored = async (userId: string) => (await admin.from('profile').select('interview_language, answer_language').eq('id', userId).single()).data;

  it('is Auto-detect with answers in the interview language for a new user', async () => {
    const user = await createSignedInUser(em, 'lang-new');
    await expect(fetchInterviewLanguage(ownClient(user), user.userId)).resolves.toEqual({ interview: 'auto', answers: null });
  });

  it('saves Spanish with answers in English, reads them back, and goes back to "same as interview"', async () => {
    const user = await createSignedInUser(em, 'lang-save');
    const db = ownClient(user);
    await expect(saveInterviewLanguage(db, user.userId, { interview: 'es', answers: 'en' })).resolves.toEqual({ interview: 'es', answers: 'en' });
    expect(await stored(user.userId)).toEqual({ interview_language: 'es', answer_language: 'en' });
    await expect(fetchInterviewLanguage(db, user.userId)).resolves.toEqual({ interview: 'es', answers: 'en' });

    await saveInterviewLanguage(db, user.userId, { interview: 'pt-br', answers: null });
    expect(await stored(user.userId)).toEqual({ interview_language: 'pt-BR', answer_language: null });
  });

  it("cannot change another user's languages: nothing is updated and the save says so", async () => {
    const owner = await createSignedInUser(em, 'lang-owner');
    const intruder = await createSignedInUser(em, 'lang-intruder');
    await expect(saveInterviewLanguage(ownClient(intruder), owner.userId, { interview: 'de', answers: null })).rejects.toThrow('profile: no row was updated');
    expect(await stored(owner.userId)).toEqual({ interview_language: 'auto', answer_language: null });
    // Reading is kept to one's own row too: another user's profile reads as the default.
    await admin.from('profile').update({ interview_language: 'fr' }).eq('id', owner.userId);
    await expect(fetchInterviewLanguage(ownClient(intruder), owner.userId)).resolves.toEqual({ interview: 'auto', answers: null });
  });

  it('refuses a language off the list before anything is written', async () => {
    const user = await createSignedInUser(em, 'lang-refused');
    await expect(saveInterviewLanguage(ownClient(user), user.userId, { interview: 'tlh', answers: null })).rejects.toThrow('Choose the interview language from the list.');
    await expect(saveInterviewLanguage(ownClient(user), user.userId, { interview: 'es', answers: 'xx' })).rejects.toThrow('Choose the language for answers from the list.');
    expect(await stored(user.userId)).toEqual({ interview_language: 'auto', answer_language: null });
  });

  it('the grant covers these two columns, not the plan or the credits', async () => {
    const user = await createSignedInUser(em, 'lang-grant');
    const { error } = await ownClient(user).from('profile').update({ interview_language: 'es', credit_used: 0 }).eq('id', user.userId).select('id');
    expect(error).not.toBeNull();
    expect(await stored(user.userId)).toEqual({ interview_language: 'auto', answer_language: null });
  });
});
