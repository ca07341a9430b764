# Sourced by tools/startup.sh and tools/opentime.sh. NICE (default -15 when
# allowed, else 0) is the niceness their X server and programs run at: on a
# shared machine a build next door otherwise adds seconds of wall time.
NICE=${NICE:--15}
nice -n "$NICE" true 2>/dev/null || NICE=0

# xvfb_start SCREEN (e.g. 420x820x24): an X server on a display of its own,
# exported as DISPLAY, its pid in xpid (the caller's trap ends it).
xvfb_start() {
  local disp=:$((50 + $$ % 40))
  nice -n "$NICE" Xvfb $disp -screen 0 "$1" -nolisten tcp >/dev/null 2>&1 &
  xpid=$!
  export DISPLAY=$disp
  for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X${disp#:}" ] && break; sleep 0.05; done
}
