/** The spec keeps the testimonials section empty; the data waits in content/testimonials.ts. */
export function TestimonialsSection() {
  return null
}
