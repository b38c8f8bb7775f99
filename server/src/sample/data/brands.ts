import type { BrandDef } from './types';

/**
 * Brands of the sample catalogue. Colours are the brands' identity colours:
 * primary = the logo / signature colour, secondary = a body colour that suits the brand's devices,
 * accent = a highlight (buttons, rings, lettering) on top of the other two.
 */
export const BRANDS: BrandDef[] = [
  // phones, tablets, wearables
  { code: 'samsung', name: 'Samsung', colors: { primary: '#1428A0', secondary: '#1C1C1E', accent: '#8AB4F8' } },
  { code: 'apple', name: 'Apple', colors: { primary: '#1D1D1F', secondary: '#F5F5F7', accent: '#0071E3' } },
  { code: 'xiaomi', name: 'Xiaomi', colors: { primary: '#FF6900', secondary: '#191919', accent: '#FFFFFF' } },
  { code: 'huawei', name: 'Huawei', colors: { primary: '#C7000B', secondary: '#1A1A1A', accent: '#E8E8E8' } },
  { code: 'honor', name: 'Honor', colors: { primary: '#111111', secondary: '#E9EDF2', accent: '#00B2EE' } },
  { code: 'oppo', name: 'Oppo', colors: { primary: '#006C4F', secondary: '#F2F2F2', accent: '#2DD08C' } },
  { code: 'vivo', name: 'Vivo', colors: { primary: '#415FFF', secondary: '#101420', accent: '#FFFFFF' } },
  { code: 'realme', name: 'Realme', colors: { primary: '#FFC915', secondary: '#111111', accent: '#FFFFFF' } },
  { code: 'tecno', name: 'Tecno', colors: { primary: '#0066FF', secondary: '#15171C', accent: '#7FB2FF' } },
  { code: 'infinix', name: 'Infinix', colors: { primary: '#00B74F', secondary: '#0D0D0D', accent: '#FFFFFF' } },
  { code: 'nokia', name: 'Nokia', colors: { primary: '#124191', secondary: '#1E1E1E', accent: '#FFFFFF' } },
  { code: 'garmin', name: 'Garmin', colors: { primary: '#007CC3', secondary: '#151515', accent: '#FFFFFF' } },
  // computers and peripherals
  { code: 'lenovo', name: 'Lenovo', colors: { primary: '#E2231A', secondary: '#2B2B2B', accent: '#FFFFFF' } },
  { code: 'hp', name: 'HP', colors: { primary: '#0096D6', secondary: '#C9CDD2', accent: '#FFFFFF' } },
  { code: 'asus', name: 'Asus', colors: { primary: '#00539B', secondary: '#1F2328', accent: '#FF0029' } },
  { code: 'acer', name: 'Acer', colors: { primary: '#83B81A', secondary: '#2A2A2A', accent: '#FFFFFF' } },
  { code: 'dell', name: 'Dell', colors: { primary: '#007DB8', secondary: '#C0C4C8', accent: '#FFFFFF' } },
  { code: 'msi', name: 'MSI', colors: { primary: '#E60012', secondary: '#121212', accent: '#B5B5B5' } },
  { code: 'logitech', name: 'Logitech', colors: { primary: '#00B8FC', secondary: '#1A1A1A', accent: '#FFFFFF' } },
  { code: 'razer', name: 'Razer', colors: { primary: '#44D62C', secondary: '#000000', accent: '#FFFFFF' } },
  { code: 'canon', name: 'Canon', colors: { primary: '#CC0000', secondary: '#1A1A1A', accent: '#FFFFFF' } },
  { code: 'epson', name: 'Epson', colors: { primary: '#003399', secondary: '#2E2E2E', accent: '#FFFFFF' } },
  { code: 'tp-link', name: 'TP-Link', colors: { primary: '#4ACBD6', secondary: '#1B1B1B', accent: '#FFFFFF' } },
  // TV, audio, photo, gaming
  { code: 'lg', name: 'LG', colors: { primary: '#A50034', secondary: '#3C3C3C', accent: '#FFFFFF' } },
  { code: 'sony', name: 'Sony', colors: { primary: '#000000', secondary: '#E5E5E5', accent: '#0070D1' } },
  { code: 'philips', name: 'Philips', colors: { primary: '#0B5ED7', secondary: '#F4F4F4', accent: '#00A3E0' } },
  { code: 'hisense', name: 'Hisense', colors: { primary: '#00A9A5', secondary: '#1C1C1C', accent: '#FFFFFF' } },
  { code: 'tcl', name: 'TCL', colors: { primary: '#E4002B', secondary: '#1A1A1A', accent: '#FFFFFF' } },
  { code: 'jbl', name: 'JBL', colors: { primary: '#FF3300', secondary: '#111111', accent: '#FFFFFF' } },
  { code: 'marshall', name: 'Marshall', colors: { primary: '#000000', secondary: '#2B2B2B', accent: '#B59A5B' } },
  { code: 'nikon', name: 'Nikon', colors: { primary: '#FFE100', secondary: '#111111', accent: '#FFFFFF' } },
  { code: 'fujifilm', name: 'Fujifilm', colors: { primary: '#ED1A3A', secondary: '#1E1E1E', accent: '#C8C8C8' } },
  { code: 'gopro', name: 'GoPro', colors: { primary: '#00A8E1', secondary: '#111111', accent: '#FFFFFF' } },
  { code: 'dji', name: 'DJI', colors: { primary: '#1C1C1C', secondary: '#F2F2F2', accent: '#0A84FF' } },
  { code: 'microsoft', name: 'Microsoft', colors: { primary: '#107C10', secondary: '#1A1A1A', accent: '#FFFFFF' } },
  { code: 'valve', name: 'Valve', colors: { primary: '#171A21', secondary: '#2A2E33', accent: '#1A9FFF' } },
  { code: 'nintendo', name: 'Nintendo', colors: { primary: '#E60012', secondary: '#2D2D2D', accent: '#00C3E3' } },
  // accessories
  { code: 'anker', name: 'Anker', colors: { primary: '#00A7E1', secondary: '#1A1A1A', accent: '#FFFFFF' } },
  { code: 'baseus', name: 'Baseus', colors: { primary: '#1F1F1F', secondary: '#E6E6E6', accent: '#F5A623' } },
  // home appliances
  { code: 'artel', name: 'Artel', colors: { primary: '#E30613', secondary: '#F2F2F2', accent: '#1A1A1A' } },
  { code: 'bosch', name: 'Bosch', colors: { primary: '#EA0016', secondary: '#E9ECEF', accent: '#007BC0' } },
  { code: 'beko', name: 'Beko', colors: { primary: '#0055A5', secondary: '#F2F2F2', accent: '#7AB8E8' } },
  { code: 'indesit', name: 'Indesit', colors: { primary: '#1A1A1A', secondary: '#F4F4F4', accent: '#E2001A' } },
  { code: 'midea', name: 'Midea', colors: { primary: '#0093D0', secondary: '#F5F7FA', accent: '#1A1A1A' } },
  { code: 'gree', name: 'Gree', colors: { primary: '#0071BA', secondary: '#F7F7F7', accent: '#55B7E8' } },
  { code: 'haier', name: 'Haier', colors: { primary: '#005AAB', secondary: '#F2F4F7', accent: '#1A1A1A' } },
  { code: 'panasonic', name: 'Panasonic', colors: { primary: '#0041C0', secondary: '#F0F0F0', accent: '#1A1A1A' } },
  { code: 'tefal', name: 'Tefal', colors: { primary: '#E2001A', secondary: '#F2F2F2', accent: '#1A1A1A' } },
  { code: 'braun', name: 'Braun', colors: { primary: '#000000', secondary: '#EDEDED', accent: '#E3000F' } },
  { code: 'redmond', name: 'Redmond', colors: { primary: '#E30613', secondary: '#1A1A1A', accent: '#C0C0C0' } },
  { code: 'dyson', name: 'Dyson', colors: { primary: '#6E2C8E', secondary: '#A7A9AC', accent: '#E2B100' } },
];
