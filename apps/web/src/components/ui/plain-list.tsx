import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { sxList } from './control-props';
import { plainListStyle } from './native/control-styles';

export interface PlainListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'color'> {
  /** ul (default) or ol (an order that matters, as breadcrumbs). */
  component?: 'ul' | 'ol';
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/** A list without bullets or indentation (MUI's List without its code), for menus and link lists. */
export function PlainList({ component = 'ul', sx, ...props }: PlainListProps) {
  return <Box component={component} {...props} sx={[plainListStyle, ...sxList(sx)]} />;
}
