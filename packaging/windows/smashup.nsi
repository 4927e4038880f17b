; Windows installer for Smash Up (NSIS 3, Modern UI 2). Wraps the PyInstaller folder build.
;   makensis /DVERSION=<packaging/project_version.py> /DDIST=..\..\dist\smashup /DLICENSE=<notices> smashup.nsi
; Paths are relative to this script's folder. LICENSE is resources/THIRD_PARTY_NOTICES.txt saved
; as UTF-8 *with* a byte-order mark: without one, NSIS reads a text file in the ANSI code page.
Unicode true
!include "MUI2.nsh"

!ifndef VERSION
  !define VERSION "0.0.0"
!endif
!ifndef DIST
  !define DIST "..\..\dist\smashup"
!endif
!ifndef LICENSE
  !error "define LICENSE: the notices as UTF-8 with a byte-order mark"
!endif
!ifndef OUTFILE
  !define OUTFILE "SmashUp-${VERSION}-setup.exe"
!endif
!define APPNAME "Smash Up"
!define REGKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\SmashUp"

Name "${APPNAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\SmashUp"
InstallDirRegKey HKLM "Software\SmashUp" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!define MUI_ICON "..\icons\smashup.ico"
!define MUI_UNICON "..\icons\smashup.ico"
!define MUI_ABORTWARNING
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_FINISHPAGE_RUN "$INSTDIR\smashup.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${LICENSE}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

LangString SecGame ${LANG_ENGLISH} "Smash Up (required)"
LangString SecGame ${LANG_FRENCH} "Smash Up (obligatoire)"
LangString SecDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktop ${LANG_FRENCH} "Raccourci sur le Bureau"
LangString SaveType ${LANG_ENGLISH} "Smash Up saved game"
LangString SaveType ${LANG_FRENCH} "Partie sauvegardée de Smash Up"

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Section "!$(SecGame)" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File /r "${DIST}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\${APPNAME}"
  CreateShortcut "$SMPROGRAMS\${APPNAME}\${APPNAME}.lnk" "$INSTDIR\smashup.exe"
  CreateShortcut "$SMPROGRAMS\${APPNAME}\Uninstall.lnk" "$INSTDIR\uninstall.exe"
  ; Save files (.smashup) open in the game on double-click.
  WriteRegStr HKLM "Software\Classes\.smashup" "" "SmashUp.Save"
  WriteRegStr HKLM "Software\Classes\SmashUp.Save" "" "$(SaveType)"
  WriteRegStr HKLM "Software\Classes\SmashUp.Save\DefaultIcon" "" "$INSTDIR\smashup.exe,0"
  WriteRegStr HKLM "Software\Classes\SmashUp.Save\shell\open\command" "" '"$INSTDIR\smashup.exe" "%1"'
  WriteRegStr HKLM "Software\SmashUp" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${REGKEY}" "DisplayName" "${APPNAME}"
  WriteRegStr HKLM "${REGKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${REGKEY}" "DisplayIcon" "$INSTDIR\smashup.exe"
  WriteRegStr HKLM "${REGKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKLM "${REGKEY}" "NoModify" 1
  WriteRegDWORD HKLM "${REGKEY}" "NoRepair" 1
SectionEnd

Section "$(SecDesktop)" SecDesktopShortcut
  CreateShortcut "$DESKTOP\${APPNAME}.lnk" "$INSTDIR\smashup.exe"
SectionEnd

Section "Uninstall"
  Delete "$DESKTOP\${APPNAME}.lnk"
  RMDir /r "$SMPROGRAMS\${APPNAME}"
  DeleteRegKey HKLM "Software\Classes\.smashup"
  DeleteRegKey HKLM "Software\Classes\SmashUp.Save"
  DeleteRegKey HKLM "${REGKEY}"
  DeleteRegKey HKLM "Software\SmashUp"
  RMDir /r "$INSTDIR"
SectionEnd
