/**
 * docs/spec.md §2: three fixed quotes about the service. They describe the pharmacy's care, never
 * the medicine's effect (decision 017). The owner replaces them with genuine, consented feedback.
 */
export const testimonials = [
  {
    quote:
      "Being able to speak to a pharmacist I can actually pop in and see made all the difference. Every question I had was answered, and nothing felt rushed.",
    name: "Sarah, 46",
    detail: "New patient",
  },
  {
    quote:
      "Transferring from an online-only provider was simple. The pharmacist went through my dose with me and I didn't miss a week.",
    name: "Mark, 52",
    detail: "Transferred patient",
  },
  {
    quote:
      "Friendly, discreet and properly supervised. I collect my treatment in store and always get a few minutes to talk through how I'm getting on.",
    name: "Aisha, 38",
    detail: "New patient",
  },
] as const;
