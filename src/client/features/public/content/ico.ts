/** The UK data protection regulator, for the "how to complain" sections. */
export const ICO = {
  complaintsUrl: "https://ico.org.uk/make-a-complaint/",
  helpline: "0303 123 1113",
  address: "Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF",
} as const;
