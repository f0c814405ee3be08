import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export interface StepLayoutStep {
  id: string;
  label: string;
  /** Answered already: its name goes back to it. */
  completed: boolean;
}

export interface BookingStepLayoutProps {
  steps: readonly StepLayoutStep[];
  currentId: string;
  /** Goes to an answered step (or the current one). */
  onGoToStep: (id: string) => void;
  title: string;
  /** Shown under the title (e.g. what the step asks for). */
  description?: ReactNode;
  /** Null on the first step: no Back button. */
  onBack: (() => void) | null;
  /** The form the Next button submits (by id); absent, Next is not shown. */
  formId?: string;
  nextLabel?: string;
  isSubmitting?: boolean;
  /** Beside the step, on wide screens (the rate summary). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The one layout of every booking step (docs/decisions/069-booking-flow.md): the steps' names (a stepper on wide
 * screens, "Step n of m" and a bar on phones), the step's title (focused when the step changes, so keyboards and
 * screen readers start there), its content, and Back / Next. Next submits the step's form: Enter in a field does
 * the same. Directions follow the page's (right to left in Arabic).
 */
export function BookingStepLayout({
  steps,
  currentId,
  onGoToStep,
  title,
  description,
  onBack,
  formId,
  nextLabel,
  isSubmitting = false,
  aside,
  children,
}: BookingStepLayoutProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentId),
  );
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [currentId]);

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 1100, mx: 'auto' }}>
      <Box component="nav" aria-label={t('bookingFlow.layout.stepsLabel')}>
        <Stepper activeStep={currentIndex} nonLinear sx={{ display: { xs: 'none', md: 'flex' } }}>
          {steps.map((step, index) => {
            const canGo = step.completed || index <= currentIndex;
            return (
              <Step key={step.id} completed={step.completed && index !== currentIndex}>
                {canGo ? (
                  <StepButton
                    onClick={() => onGoToStep(step.id)}
                    aria-current={index === currentIndex ? 'step' : undefined}
                  >
                    {step.label}
                  </StepButton>
                ) : (
                  <StepLabel>{step.label}</StepLabel>
                )}
              </Step>
            );
          })}
        </Stepper>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('bookingFlow.layout.stepOf', {
              number: currentIndex + 1,
              count: steps.length,
              name: steps[currentIndex]?.label ?? '',
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((currentIndex + 1) / steps.length) * 100}
            aria-label={t('bookingFlow.layout.progressLabel')}
          />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: aside ? 'minmax(0, 2fr) minmax(0, 1fr)' : '1fr' },
          alignItems: 'start',
        }}
      >
        <Paper component="section" aria-labelledby="booking-step-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography
              id="booking-step-title"
              ref={headingRef}
              tabIndex={-1}
              variant="h2"
              sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, outline: 'none' }}
            >
              {title}
            </Typography>
            {description && <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>}
            {children}
            {(onBack || formId) && (
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', pt: 1 }}>
                {onBack ? (
                  <Button variant="outlined" onClick={onBack}>
                    {t('bookingFlow.layout.back')}
                  </Button>
                ) : (
                  <span />
                )}
                {formId && (
                  <Button type="submit" form={formId} variant="contained" loading={isSubmitting}>
                    {nextLabel ?? t('bookingFlow.layout.next')}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        </Paper>
        {aside}
      </Box>
    </Stack>
  );
}
