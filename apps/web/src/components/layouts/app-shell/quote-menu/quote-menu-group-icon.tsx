import type { QuoteMenuGroupId } from '@freightdesk/domain';
import ChairOutlined from '@mui/icons-material/ChairOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Public from '@mui/icons-material/Public';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

const groupIcons: Record<QuoteMenuGroupId, ComponentType<SvgIconProps>> = {
  internationalShipping: Public,
  usDomesticShipping: LocalShippingOutlined,
  usDomesticShippingWithCustoms: LocalShippingOutlined,
  eCommerceSolutions: ShoppingCartOutlined,
  relocationSolutions: ChairOutlined,
  smallParcelSolutions: Inventory2Outlined,
};

/** The icon of a quote menu group (decorative: the group's label names it). */
export function QuoteMenuGroupIcon({ groupId, ...props }: { groupId: QuoteMenuGroupId } & SvgIconProps) {
  const Icon = groupIcons[groupId];
  return <Icon aria-hidden {...props} />;
}
