import { BRAND_NAME } from '@local-shops/shared';

const VALUES = [
  {
    title: 'Be seen nearby',
    text: 'Shoppers search by shop name or by the kind of shop they need, even with a spelling mistake, and see how far you are from them, so the people who live closest find you first.',
  },
  {
    title: 'Earn trust quickly',
    text: 'Every claimed shop is checked by mobile OTP, bank proof and a photo of the shop front. Premium shops also carry a Verified badge.',
  },
  {
    title: 'Grow with simple numbers',
    text: 'See how many people viewed your shop, called you, messaged you on WhatsApp or asked for directions, in plain numbers you can read in a minute.',
  },
] as const;

export function ValueSection() {
  return (
    <section className="values" aria-labelledby="values-title">
      <div className="landing__container">
        <h2 id="values-title">What {BRAND_NAME} does for your shop</h2>
        <ul className="card-grid card-grid--3">
          {VALUES.map((value, index) => (
            <li key={value.title} className="card values__card">
              <span className="values__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
