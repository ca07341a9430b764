package shell

// keepAwake keeps the screen on while a page that asks for it shows (a solo
// session, a score entry), unless the player turned it off in Settings.
func (h *Host) keepAwake(want bool) {
	if want && h.awakeSetting() {
		if !h.awake {
			h.screenOn(true)
			h.awake = true
		}
		return
	}
	if h.awake {
		h.screenOn(false)
		h.awake = false
	}
}

// screenOn keeps the screen on or lets it blank: the platform's hook
// (SetScreenKeeper), else Fyne's driver.
func (h *Host) screenOn(on bool) {
	if h.screenKeeper != nil {
		h.screenKeeper(on)
		return
	}
	h.app.Driver().SetDisableScreenBlanking(on)
}

// KeepsAwake tells whether the screen is being kept on now.
func (h *Host) KeepsAwake() bool { return h.awake }

// awakeSetting is the Settings switch: on unless turned off. It is read
// from the store once, again after a restore or an import
// (reloadSettings), and kept when Settings change it.
func (h *Host) awakeSetting() bool {
	if !h.awakeRead {
		v, _, err := h.store.Setting(h.ctx, SettingKeepAwake)
		h.awakeOn, h.awakeRead = err != nil || v != "off", err == nil
	}
	return h.awakeOn
}

// flush lets every open page save what it holds when the app leaves the
// foreground (SPEC §3: nothing typed at the table is lost).
func (h *Host) flush() {
	for _, p := range h.nav.stack {
		if p.Flush != nil {
			p.Flush()
		}
	}
}
