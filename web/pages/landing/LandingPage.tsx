import { Features } from './Features';
import { FinalCta } from './FinalCta';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Pricing } from './Pricing';
import { PublicStories } from './PublicStories';
import { useGoogleReturn } from './useGoogleReturn';

export default function LandingPage() {
  useGoogleReturn();
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <Pricing />
      <PublicStories />
      <FinalCta />
    </>
  );
}
