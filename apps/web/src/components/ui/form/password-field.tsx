import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton } from '@/components/ui/icon-button';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

/**
 * A password with a show/hide toggle (a real button, so keyboard users reach it). `autoComplete`
 * says which password: `current-password` to sign in, `new-password` to choose one.
 */
export function PasswordField<Values extends FieldValues, Output = Values>(
  props: Omit<TextFormFieldProps<Values, Output>, 'type'> & { autoComplete: 'current-password' | 'new-password' },
) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextFormField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(isVisible ? 'auth.hidePassword' : 'auth.showPassword')}
                onClick={() => setIsVisible((visible) => !visible)}
                edge="end"
              >
                {isVisible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
