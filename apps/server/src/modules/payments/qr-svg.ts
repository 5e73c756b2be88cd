import qrcode from 'qrcode-generator';

/** Modules of white margin around the code: the QR standard's quiet zone, which scanners need. */
const QUIET_ZONE = 4;

/**
 * The payload as a QR code in SVG, drawn here (no outside QR service sees an order's amount or code).
 * Error correction M (15 %): a VietQR payload of ~120 characters fits version 6–7, still coarse enough
 * for a phone camera at arm's length. One path of unit squares, so the file is small and crisp at any size.
 */
export function qrSvg(payload: string, title = 'VietQR'): string {
  const code = qrcode(0, 'M');
  code.addData(payload, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const size = count + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  const safeTitle = title.replace(/[<>&"]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges" role="img">` +
    `<title>${safeTitle}</title><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${path}" fill="#000"/></svg>`
  );
}
