import 'server-only';
import { createServerSupabase } from '@/lib/supabase/server';
import { maskEmail } from './mask-email';

export interface Testimonial {
  id: number;
  description: string;
  author: string;
}

/** SPEC §7: the 3 newest testimonials, authors masked. An error shows none rather than breaking sign-in. */
export async function latestTestimonials(limit = 3): Promise<Testimonial[]> {
  try {
    const supabase = await createServerSupabase();
    const { data, error } = await supabase
      .from('testimony')
      .select('id, description, email_address, created_at')
      .order('created_at', { ascending: false })
      .limit(limit);
    if (error || !data) return [];
    return data.map((row) => ({ id: row.id as number, description: row.description as string, author: maskEmail(row.email_address as string) }));
  } catch {
    return [];
  }
}
