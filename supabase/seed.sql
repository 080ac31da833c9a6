-- Development and test data: plans with their features, and testimonials. Runs on a fresh
-- local database (the emulator, `supabase db reset`); never on a hosted project, where an
-- operator creates the paid plans with their own Stripe price ids. Idempotent: every insert
-- is an upsert, so running it twice changes nothing.
--
-- Plans and prices (our own choice: nothing else fixes them):
--   1 Free Trial  $0            30 minutes, once (trial)
--   2 Pro         $29 / month   600 minutes (10 hours) a month   - "Most Popular" (the badge goes to plan 2)
--   3 Premium     $59 / month   1,800 minutes (30 hours) a month
-- One interview is 30 to 60 minutes: the trial covers a practice run and one real interview,
-- Pro a busy month of job hunting, Premium several interviews a day.
-- The Stripe ids below are the ones the embedded Stripe emulator serves; with a real Stripe
-- account, create prices with these lookup keys and update stripe_price_id/stripe_product_id.

insert into public.plan
  (id, description, price, type, description_detail, stripe_price_id, stripe_product_id, lookup_key,
   sort_order, credits, expire_msg, is_active)
values
  (1, 'Free Trial', 0, 'trial', '30 free interview minutes', null, null, null,
   1, 30, 'Your free trial minutes are used up. Choose a plan to keep using Cuecard AI.', true),
  (2, 'Pro', 29, 'month', '600 interview minutes a month', 'price_cuecard_pro_monthly', 'prod_cuecard_pro', 'cuecard_pro_monthly',
   2, 600, 'You have used all 600 minutes of Cuecard AI Pro for this billing period. Upgrade to Premium for more minutes, or wait for your plan to renew.', true),
  (3, 'Premium', 59, 'month', '1,800 interview minutes a month', 'price_cuecard_premium_monthly', 'prod_cuecard_premium', 'cuecard_premium_monthly',
   3, 1800, 'You have used all 1,800 minutes of Cuecard AI Premium for this billing period. Your minutes refill when your plan renews.', true)
on conflict (id) do update set
  description = excluded.description,
  price = excluded.price,
  type = excluded.type,
  description_detail = excluded.description_detail,
  stripe_price_id = excluded.stripe_price_id,
  stripe_product_id = excluded.stripe_product_id,
  lookup_key = excluded.lookup_key,
  sort_order = excluded.sort_order,
  credits = excluded.credits,
  expire_msg = excluded.expire_msg,
  is_active = excluded.is_active;

insert into public.plan_feature (plan_id, feature, sort_order)
values
  (1, '30 minutes of live interview help', 1),
  (1, 'Real-time transcription of the interviewer', 2),
  (1, 'Answers tailored to your resume and job description', 3),
  (1, 'Unlimited practice interviews', 4),
  (2, '600 minutes of live interview help every month', 1),
  (2, 'Real-time transcription of the interviewer', 2),
  (2, 'Answers tailored to your resume and job description', 3),
  (2, 'Automatic question detection', 4),
  (2, 'Interview history you can review or delete', 5),
  (2, 'E-mail support', 6),
  (3, '1,800 minutes of live interview help every month', 1),
  (3, 'Everything in Pro', 2),
  (3, 'Tab audio and microphone capture', 3),
  (3, 'Priority answer generation', 4),
  (3, 'Priority support', 5)
on conflict (plan_id, sort_order) do update set feature = excluded.feature;

insert into public.testimony (id, description, email_address, created_at)
values
  (1, 'I froze on system design questions every time. With the talking points on screen I could walk through my caching answer calmly, and I got the senior role.',
   'priya.raman@example.com', '2024-01-16 14:20:00+00'),
  (2, 'The transcription kept up with an interviewer who spoke very fast, and the answers actually used projects from my resume instead of generic filler.',
   'marcus.oyelaran@example.com', '2024-02-03 09:45:00+00'),
  (3, 'After eight months of career break I was rusty. Two practice interviews with Cuecard and I felt ready for the real panel.',
   'helena.fischer@example.com', '2024-03-11 17:05:00+00'),
  (4, 'Behavioural questions were my weak spot. Seeing a STAR outline built from my own experience helped me keep my stories short and specific.',
   'diego.castillo@example.com', '2024-04-22 11:30:00+00'),
  (5, 'Setup took a minute: share the tab, paste the job description, go. It worked on Zoom, Teams and a HackerRank call without any extra software.',
   'aisha.bello@example.com', '2024-06-07 15:50:00+00'),
  (6, 'I switched from teaching to product management. Cuecard helped me translate classroom experience into the language hiring managers were listening for.',
   'tom.nakamura@example.com', '2024-08-19 08:15:00+00'),
  (7, 'English is my second language. Having the question written out in front of me removed half of my interview stress.',
   'lucia.moretti@example.com', '2024-10-02 19:40:00+00'),
  (8, 'Three final rounds in one week and three offers. The Pro plan paid for itself on the first negotiation.',
   'sam.whitfield@example.com', '2024-11-28 13:10:00+00')
on conflict (id) do update set
  description = excluded.description,
  email_address = excluded.email_address,
  created_at = excluded.created_at;

-- Explicit ids above leave the identity sequence behind; move it past them so the next
-- testimonial inserted without an id does not collide.
select setval(pg_get_serial_sequence('public.testimony', 'id'), (select max(id) from public.testimony));
