import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { PlainList } from '@/components/ui/plain-list';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A titled section of label–value pairs (a description list), two columns where there is room. */
export function FactsSection({
  id,
  title,
  facts,
  children,
}: {
  id: string;
  title: string;
  facts?: Fact[];
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {facts && facts.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 3,
            rowGap: 1.5,
          }}
        >
          {facts.map((fact) => (
            <Box key={fact.label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}

export interface FactCard {
  key: string;
  title: ReactNode;
  facts: Fact[];
  action?: ReactNode;
}

/**
 * A table's rows on a narrow screen (as the list pages' cards, ADR 058): one bordered item each, its title, its
 * facts as label–value pairs and its action, so that nothing scrolls sideways or is cut at the edge.
 */
export function FactCards({ labelledBy, cards }: { labelledBy: string; cards: FactCard[] }) {
  return (
    <PlainList aria-labelledby={labelledBy} sx={{ display: 'grid', gap: 1.5 }}>
      {cards.map((card) => (
        <Box
          component="li"
          key={card.key}
          sx={{ display: 'grid', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{card.title}</Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
          >
            {card.facts.map((fact) => (
              <Fragment key={fact.label}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {fact.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {fact.value}
                </Typography>
              </Fragment>
            ))}
          </Box>
          {card.action}
        </Box>
      ))}
    </PlainList>
  );
}
