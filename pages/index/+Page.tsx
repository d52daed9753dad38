import { useData } from '../../renderer/usePageContext.tsx'
import { BlogSection } from '../../components/BlogSection.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { Island } from '../../components/Island.tsx'
import { Section } from '../../components/Section.tsx'
import { CardGrid } from '../../components/ServiceCard.tsx'
import type { Data } from './+data.ts'
import { HomeHero } from './HomeHero.tsx'
import {
  AboutSection,
  ContactSection,
  FaqSection,
  LocalSection,
  ServiceAreasSection,
  TestimonialsSection,
  WhyUsSection,
} from './HomeSections.tsx'

export default function Page() {
  const {
    hero,
    services,
    whyChooseUs,
    about,
    serviceAreas,
    faq,
    testimonials,
    ctaBanner,
    blog,
    contact,
    localBlock,
    phone,
  } = useData<Data>()
  return (
    <>
      <HomeHero hero={hero} />

      <Section id="services" heading={services.heading} intro={services.intro}>
        <CardGrid cards={services.cards} cta={services.cta} />
      </Section>

      <WhyUsSection whyChooseUs={whyChooseUs} />
      <AboutSection about={about} />
      <ServiceAreasSection serviceAreas={serviceAreas} />
      <FaqSection faq={faq} />
      <TestimonialsSection testimonials={testimonials} />

      <CtaBanner heading={ctaBanner.heading} text={ctaBanner.text} link={ctaBanner.link} {...phone} />

      <Section id="blog" heading={blog.heading} intro={blog.intro}>
        <Island name="BlogSection" component={BlogSection} props={{ built: blog.built }} wake={['visible']} />
      </Section>

      <ContactSection contact={contact} />
      <LocalSection localBlock={localBlock} />
    </>
  )
}
