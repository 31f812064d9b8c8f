// Empty by the spec; the data waits in content/testimonials.ts.
export function TestimonialsSection() {
  return null
}
