import { paths } from "@/client/config/paths";
import { useSettings } from "@/client/lib/settings";
import { MAX_AGE, MIN_AGE } from "@/shared/domain/constants";
import { addressLine, ContactBlock, InlineLink, LegalPage } from "../components/legal-page";

export default function TermsPage() {
  const { settings: s } = useSettings();
  return (
    <LegalPage
      title="Terms & Conditions"
      intro={
        <p>
          These terms apply when you use this website and order treatment from {s.company_name}, trading as{" "}
          {s.display_name}, a registered pharmacy at {addressLine(s)}. Please read them before placing an order; they do
          not affect your statutory rights.
        </p>
      }
      sections={[
        {
          id: "service",
          title: "Our service",
          body: (
            <>
              <p>
                We provide a supervised weight-loss programme: an online health questionnaire, a video consultation with
                our pharmacist, and, if the pharmacist decides it is appropriate, a prescription-only weight-loss
                injection supplied with ongoing monitoring.
              </p>
              <p>
                The information on this website is general and is not a substitute for advice from your doctor or
                pharmacist. In an emergency call 999; for urgent medical advice call NHS 111.
              </p>
            </>
          ),
        },
        {
          id: "eligibility",
          title: "Who can use the service",
          body: (
            <ul>
              <li>
                You must be aged {MIN_AGE} to {MAX_AGE}, live in the UK and be ordering for yourself.
              </li>
              <li>
                New patients usually need a BMI of 30 or more; our pharmacist may also consider a BMI of 27 or more with
                a weight-related health condition. The BMI calculator is a guide, not a decision.
              </li>
              <li>
                A prescription is required for all doses. Our pharmacist may decline, pause or change treatment at any
                time for your safety.
              </li>
            </ul>
          ),
        },
        {
          id: "your-information",
          title: "Giving us accurate information",
          body: (
            <p>
              Our pharmacist relies on your answers to decide whether the treatment is safe for you. You must answer
              every question fully and honestly, tell us about any change in your health or medicines, and not order on
              behalf of anyone else. We may ask for proof of identity, of your weight or of your current treatment.
            </p>
          ),
        },
        {
          id: "orders",
          title: "Orders, prices and payment",
          body: (
            <ul>
              <li>
                Prices are shown in pounds sterling and include VAT; see our{" "}
                <InlineLink to={paths.prices}>prices page</InlineLink>. Prices are subject to change without notice, but
                the price confirmed in your order is the price you pay.
              </li>
              <li>
                After you complete your order, please book your video consultation within {s.consultation_deadline_days}{" "}
                days. Our pharmacist reviews your order after it.
              </li>
              <li>
                A contract for supply is made only when our pharmacist approves your treatment. We then e-mail you a
                secure payment link; nothing is taken before then, and nothing is dispensed until you have paid.
              </li>
              <li>
                If our pharmacist decides the treatment is not suitable, nothing is supplied. If you had already paid
                for the order, we refund you in full.
              </li>
            </ul>
          ),
        },
        {
          id: "delivery",
          title: "Delivery and collection",
          body: (
            <p>
              Delivery is free. Once paid for, approved orders are normally dispatched within 1-2 business days in
              discreet, temperature-controlled packaging, and we e-mail you the tracking details. You can instead
              collect your treatment from the pharmacy during opening hours. Please store the medicine as the leaflet
              explains as soon as it arrives.
            </p>
          ),
        },
        {
          id: "cancellation",
          title: "Cancellations and returns",
          body: (
            <>
              <p>
                You can cancel your order from your account, or by contacting us, at any time until your medicine is
                dispensed for you. Once it has been dispensed, it is made up for you alone and can no longer be
                cancelled.
              </p>
              <p>
                If you cancel before paying, nothing is taken. If you have paid, or if our pharmacist decides the
                treatment is not suitable after you have paid, we refund the full amount to the card or account you paid
                with; your account then shows the order as &ldquo;Refunded&rdquo;.
              </p>
              <p>
                For your safety and that of other patients, medicines cannot be returned once they have left the
                pharmacy, unless they are faulty, damaged in transit or not what you ordered, in which case please
                contact us as soon as possible after delivery.
              </p>
            </>
          ),
        },
        {
          id: "safety",
          title: "Using the treatment safely",
          body: (
            <p>
              Use the medicine only as prescribed and read the patient information leaflet. Tell us about any side
              effects; you can also report them to the MHRA through the{" "}
              <InlineLink to="https://yellowcard.mhra.gov.uk/">Yellow Card scheme</InlineLink>. Stop and seek urgent
              medical help if you have severe, persistent stomach pain or signs of an allergic reaction.
            </p>
          ),
        },
        {
          id: "complaints",
          title: "Complaints",
          body: (
            <p>
              If you are unhappy with our service, please tell us and we will look into it and reply as quickly as we
              can. If you remain unhappy, you can raise a concern about a pharmacy or pharmacist with the General
              Pharmaceutical Council (GPhC).
            </p>
          ),
        },
        {
          id: "liability",
          title: "Our responsibility to you",
          body: (
            <p>
              We provide our service with reasonable care and skill. Nothing in these terms limits our liability for
              death or personal injury caused by our negligence, or anything else that cannot be limited by law. These
              terms are governed by the law of England and Wales.
            </p>
          ),
        },
        {
          id: "contact",
          title: "Contact us",
          body: <ContactBlock />,
        },
      ]}
    />
  );
}
