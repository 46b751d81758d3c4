import type { ReactNode } from 'react'
// Portico's buttons have their final size and look in the server's HTML, before any script runs.
import 'portico/buttons.css'
import './globals.css'

export const metadata = { title: 'Portico + Next.js', description: 'Portico in a Next.js App Router app' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
