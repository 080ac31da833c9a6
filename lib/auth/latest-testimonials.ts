import 'server-only';
import { createServerSupabase } from '@/lib/supabase/server';
import { maskEmail } from './mask-email';

export interface Testimonial {
  id: number;
  description: string;
  author: string;
}

/**
 * The 3 newest testimonials, authors masked. The database already masks (testimony.email_masked);
 * masking again changes nothing and turns a null (an address that cannot be masked) into the
 * message the screens show. An error shows none rather than breaking sign-in.
 */
export async function latestTestimonials(limit = 3): Promise<Testimonial[]> {
  try {
    const supabase = await createServerSupabase();
    const { data, error } = await supabase
      .from('testimony')
      // Visitors may read only the masked address (email_address is the service role's).
      .select('id, description, email_masked, created_at')
      .order('created_at', { ascending: false })
      .limit(limit);
    if (error || !data) return [];
    return data.map((row) => ({ id: row.id, description: row.description, author: maskEmail(row.email_masked) }));
  } catch {
    return [];
  }
}
