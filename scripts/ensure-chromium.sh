#!/usr/bin/env bash
# The browser tests use the system's Chromium (Debian's package), never a downloaded build.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium no está instalado: instalando el paquete 'chromium' de Debian…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  command -v chromium >/dev/null 2>&1 && exit 0
fi
cat >&2 <<'MSG'
No se encontró Chromium para las pruebas de extremo a extremo.
Instálalo con el gestor de paquetes de tu sistema (Debian/Ubuntu: sudo apt-get install chromium)
o indica su ruta con CHROMIUM_PATH=/ruta/a/chromium y vuelve a ejecutar npm test.
MSG
exit 1
