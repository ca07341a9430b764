package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// makeIn runs the Makefile's target in dir with env (and nothing of the
// machine's Android set-up), returning stdout, stderr and the exit status.
func makeIn(t *testing.T, dir string, env []string, args ...string) (string, string, int) {
	t.Helper()
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make")
	}
	cmd := exec.Command("make", append([]string{"-s", "-C", dir}, args...)...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "ANDROID_") && !strings.HasPrefix(kv, "MAKE") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, env...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return stdout.String(), stderr.String(), code
}

// packagingTree copies what the packaging targets read into a temporary
// folder laid out as the repository: the Makefile, FyneApp.toml, the link
// beside the GUI main and the adaptive icon.
func packagingTree(t *testing.T) string {
	dir := t.TempDir()
	for _, f := range []string{"Makefile", "FyneApp.toml", "ui/shell/assets/Icon-foreground.png", "ui/shell/assets/Icon-background.png"} {
		b, err := os.ReadFile(filepath.Join("../..", f))
		require.NoError(t, err)
		require.NoError(t, os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, f), b, 0o644))
	}
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "cmd/hearth-app"), 0o755))
	require.NoError(t, os.Symlink("../../FyneApp.toml", filepath.Join(dir, "cmd/hearth-app/FyneApp.toml")))
	return dir
}

// fakeFyne is a stand-in for the fyne tool that does to FyneApp.toml what
// fyne.io/tools 1.7.4 does at every package run (Build raised, the file
// rewritten in its layout, through the link), records where it ran, with
// what and beside which icons, and leaves the package it was asked for.
func fakeFyne(t *testing.T, dir string) (tool, log string) {
	tool, log = filepath.Join(dir, "fyne-stand-in"), filepath.Join(dir, "fyne.log")
	script := `#!/bin/sh
echo "$PWD $*" >> ` + log + `
ls Icon-*.png 2>/dev/null >> ` + log + `
printf '[Details]\nBuild = 99\n' > FyneApp.toml
case "$*" in *release*) touch Hearth.aab ;; *android*) touch Hearth.apk ;; esac
`
	require.NoError(t, os.WriteFile(tool, []byte(script), 0o755))
	return tool, log
}

// TestPackageAndroidWithoutAnNDK: this machine has no Android NDK (none
// can be had here), and make package-android says so in one sentence,
// naming the variable to set, instead of failing deep in the fyne tool.
func TestPackageAndroidWithoutAnNDK(t *testing.T) {
	for _, target := range []string{"package-android", "package-android-release"} {
		stdout, stderr, code := makeIn(t, "../..", nil, target)
		assert.NotZero(t, code, target)
		lines := strings.Split(strings.TrimSpace(stdout), "\n")
		require.Len(t, lines, 1, "one line: %q", stdout)
		assert.Equal(t, 1, strings.Count(lines[0], ". ")+1, "one sentence: %q", lines[0])
		assert.Contains(t, lines[0], "needs the Android NDK")
		assert.Contains(t, lines[0], "ANDROID_NDK_HOME")
		assert.NotContains(t, stderr, "fyne", "stopped before the fyne tool ran")
	}
}

// TestPackageAndroidLeavesFyneAppTomlAlone: the debug APK is built by
// `fyne package -os android` (no --release: that would write a bundle),
// from the main package's folder, with FyneApp.toml's version and build;
// the APK lands at the top for `adb install Hearth.apk`; the bump the tool
// makes to FyneApp.toml is undone, and the file stays the link's target.
func TestPackageAndroidLeavesFyneAppTomlAlone(t *testing.T) {
	dir := packagingTree(t)
	before, err := os.ReadFile(filepath.Join(dir, "FyneApp.toml"))
	require.NoError(t, err)
	tool, log := fakeFyne(t, dir)
	_, stderr, code := makeIn(t, dir, []string{"ANDROID_NDK_HOME=" + dir}, "package-android", "FYNE="+tool)
	require.Zero(t, code, stderr)

	ran, err := os.ReadFile(log)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "cmd/hearth-app")+" package -os android --app-version 0.1.0 --app-build 1 --tags no_emoji,migrated_fynedo\n", string(ran),
		"the debug APK, from the main package's folder, with no adaptive icon beside it")
	after, err := os.ReadFile(filepath.Join(dir, "FyneApp.toml"))
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "FyneApp.toml is as it was")
	fi, err := os.Lstat(filepath.Join(dir, "cmd/hearth-app/FyneApp.toml"))
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeSymlink, "still a link")
	_, err = os.Stat(filepath.Join(dir, "Hearth.apk"))
	assert.NoError(t, err, "the APK is at the top")
}

// TestPackageAndroidReleaseSaysWhatItNeeds: the Play Store bundle needs
// more than the NDK; the target lists what is missing in one sentence, and
// with all of it (stand-ins here) runs `fyne release` with the keystore,
// the adaptive icon beside the main package for that run only.
func TestPackageAndroidReleaseSaysWhatItNeeds(t *testing.T) {
	dir := packagingTree(t)
	tool, log := fakeFyne(t, dir)
	stdout, _, code := makeIn(t, dir, []string{"ANDROID_NDK_HOME=" + dir, "PATH=/usr/bin:/bin"}, "package-android-release", "FYNE="+tool)
	assert.NotZero(t, code)
	for _, need := range []string{"ANDROID_HOME", "bundletool", "KEYSTORE", "KEY_NAME"} {
		assert.Contains(t, stdout, need)
	}
	assert.Equal(t, 1, strings.Count(strings.TrimSpace(stdout), "\n")+1, stdout)

	sdk := filepath.Join(dir, "sdk")
	bin := filepath.Join(dir, "bin")
	for _, f := range []string{"sdk/build-tools/36.0.0/aapt2", "sdk/platforms/android-36/android.jar", "upload.keystore", "bin/bundletool", "bin/jarsigner", "bin/zip", "bin/unzip"} {
		require.NoError(t, os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, f), []byte("#!/bin/sh\n"), 0o755))
	}
	before, err := os.ReadFile(filepath.Join(dir, "FyneApp.toml"))
	require.NoError(t, err)
	_, stderr, code := makeIn(t, dir, []string{"ANDROID_NDK_HOME=" + dir, "ANDROID_HOME=" + sdk, "PATH=" + bin + ":/usr/bin:/bin"},
		"package-android-release", "FYNE="+tool, "KEYSTORE="+filepath.Join(dir, "upload.keystore"), "KEY_NAME=upload", "APP_BUILD=7")
	require.Zero(t, code, stderr)
	ran, err := os.ReadFile(log)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "cmd/hearth-app")+" release -os android --app-version 0.1.0 --app-build 7 --keystore "+filepath.Join(dir, "upload.keystore")+
		" --key-name upload --tags no_emoji,migrated_fynedo\nIcon-background.png\nIcon-foreground.png\n", string(ran))
	_, err = os.Stat(filepath.Join(dir, "cmd/hearth-app/Icon-foreground.png"))
	assert.ErrorIs(t, err, os.ErrNotExist, "the adaptive icon was there for the release run only")
	after, err := os.ReadFile(filepath.Join(dir, "FyneApp.toml"))
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after))
	_, err = os.Stat(filepath.Join(dir, "Hearth.aab"))
	assert.NoError(t, err)
}
