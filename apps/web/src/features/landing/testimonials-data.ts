export interface Testimonial {
  name: string;
  location: string;
  stars: 4 | 5;
  comment: string;
}

// Sample reviews in the voice we expect from users; replace with real, consented reviews before launch.
export const TESTIMONIALS: Testimonial[] = [
  { name: 'Amelia R.', location: 'Leeds, UK', stars: 5, comment: 'I use it on the bus home after long shifts. Ten minutes of talking things through and I arrive calmer.' },
  { name: 'Daniel K.', location: 'Austin, USA', stars: 5, comment: 'The session summaries are the best part. Reading them back, I noticed how often Sunday evenings get to me.' },
  { name: 'Priya S.', location: 'Toronto, Canada', stars: 4, comment: 'It is honest that it is an AI, which I appreciated. Still a surprisingly good listener.' },
  { name: 'Marco B.', location: 'Milan, Italy', stars: 5, comment: 'The breathing meditations fit into my lunch break and actually help me reset for the afternoon.' },
  { name: 'Hannah L.', location: 'Melbourne, Australia', stars: 5, comment: 'Writing my worries down to Haven at night helps me sleep instead of going round in circles.' },
  { name: 'Tomás G.', location: 'Madrid, Spain', stars: 4, comment: 'Being able to talk in Spanish made a big difference. The voice mode feels natural.' },
  { name: 'Grace O.', location: 'Lagos, Nigeria', stars: 5, comment: 'The affirmations feel personal rather than generic. I read one every morning with my coffee.' },
  { name: 'Liam W.', location: 'Dublin, Ireland', stars: 5, comment: 'I was nervous about privacy. Being able to export or delete everything myself made me comfortable.' },
  { name: 'Sofia M.', location: 'São Paulo, Brazil', stars: 4, comment: 'A kind space to vent before exams. It helped me make a plan instead of panicking.' },
  { name: 'Noah T.', location: 'Seattle, USA', stars: 5, comment: 'It asks good questions. Often I work out what I actually feel halfway through typing.' },
  { name: 'Chloé D.', location: 'Lyon, France', stars: 5, comment: 'Gentle, never pushy. It reminded me to reach out to my sister, which was exactly what I needed.' },
  { name: 'Arjun P.', location: 'Bengaluru, India', stars: 4, comment: 'Good for the days when I just need to slow down. The body scan meditation is my favourite.' },
  { name: 'Emily C.', location: 'Vancouver, Canada', stars: 5, comment: 'I like that it is clear about what it is and is not. It feels like a tool I can trust.' },
  { name: 'Jonas H.', location: 'Hamburg, Germany', stars: 5, comment: 'Short check-ins most evenings have helped me notice what drains me and what gives me energy.' },
  { name: 'Aisha N.', location: 'Manchester, UK', stars: 5, comment: 'Warm, calm and available at 3 a.m. That alone has made hard weeks feel a bit lighter.' },
];
