/** Article bylines. Portraits are simple drawn avatars in public/images/authors. */
export const authors = {
  emily: { author: 'Emily Carter', authorRole: 'Career Coach', authorImage: '/images/authors/emily-carter.svg' },
  rahul: { author: 'Rahul Mehta', authorRole: 'Former Technical Recruiter', authorImage: '/images/authors/rahul-mehta.svg' },
  laura: { author: 'Laura Chen', authorRole: 'Interview Coach and Editor', authorImage: '/images/authors/laura-chen.svg' },
} as const;
