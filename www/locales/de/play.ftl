# Die Spielseite: Statuszeile, Ergebnisse, Meldungen, Rückfragen und Ansagen.
# $side ist der übersetzte Name einer Seite ("Weiß"), $color "white" oder "black" für Selektoren.
# $move ist ein Zug in WCF-Notation (C3-D2), $variant der übersetzte Name eines Spiels (Cam, Camette).

play-new-game = Neue Partie.
play-unfinished-kept = Neue Partie begonnen. Deine unbeendete Partie bleibt erhalten: Der Button oben holt sie zurück.
play-promoted = Die Variante ist jetzt die Hauptvariante.
play-deleted = Züge gelöscht.
play-no-move = Der Computer hat keinen Zug gefunden.
play-nothing-to-load = Nichts zu laden: Füge eine Partienotation oder einen Stellungstext ein.
play-bring-back-previous = Rückgängig: vorherige Partie zurückholen

## Ergebnisse: "Weiß gewinnt: Schwarz hat keinen legalen Zug."
play-wins = { $side } gewinnt
play-draw = Remis
# $head ist play-wins oder play-draw, $reason der Grund für das Ende der Partie.
play-result = { $head }: { $reason }.

## Ansagen von Zügen
play-planted = { $side } hat Bäume auf { $squares } gepflanzt.
play-played = { $side } hat { $move } gespielt.
play-played-capturing = { $side } hat { $move } gespielt und auf { $squares } geschlagen.

## Die Statuszeile
# $length ist die Länge einer Partie ("17 Züge", Nominativ)
play-line-main = { $length } insgesamt
play-line-side = Nebenvariante, { $length } insgesamt
play-watch-looking-back = Die Computer warten, solange du zurückblickst: „Fortsetzen“ kehrt zur Partie zurück.
play-to-move = { $side } ist am Zug.
play-to-move-side-line = { $side } ist am Zug: Ein Zug hier beginnt eine Nebenvariante.
play-your-move-takes-back = Du bist am Zug ({ $side }): Ein neuer Zug nimmt die späteren zurück (sie bleiben in der Liste).
play-your-move-side-line = Du bist am Zug ({ $side }): Ein Zug hier beginnt eine Nebenvariante.
# $after ist "nach dem 5. Zug von Weiß" oder "zu Beginn"; $line ist play-line-main/side; $next eine der Zeilen oben.
play-viewing-position = Du siehst die Stellung { $after } ({ $line }). { $next }
play-paused = Pausiert. { $side } ist am Zug: Drücke „Fortsetzen“, um weiterzuspielen.
play-thinking = { $side } (Computer) denkt nach.
# $step ist, was die Zugeingabe über den gerade eingegebenen Zug sagt.
play-your-move-step = Du bist am Zug ({ $side }). { $step }
play-to-move-plain = { $side } ist am Zug
play-your-move-plain = Du bist am Zug ({ $side })
play-duty-castle = : Die Figur auf { $square } muss ihre Burg verlassen
play-duty-capture-one = die Figur auf { $square } muss schlagen
play-duty-capture-many = die Figuren auf { $squares } können schlagen, eine davon muss es tun
play-duty-capture = : Es herrscht Schlagzwang – { $which }
# $who ist play-to-move-plain oder play-your-move-plain, $duty einer der Pflicht-Texte oder nichts, $goal play-goal-anti oder nichts.
play-status = { $who }{ $duty }.{ $goal }
play-goal-anti = { " " }In Anti-Camelot gewinnst du, wenn du nicht mehr ziehen kannst; eine Figur, die die gegnerische Burg betritt, verliert.

## Meldungen
play-taken-back = Die Partie geht mit { $move } weiter. Die zurückgenommenen Züge bleiben als Nebenvariante in der Liste.
play-side-line = Mit { $move } beginnt eine Nebenvariante; die Züge der Partie bleiben erhalten (zurück mit Pos1 oder per Klick in der Liste).
play-cannot-play = Dieser Zug ist nicht möglich: { $why }.
play-taken-back-to = Zug zurückgenommen. { $side } ist am Zug.
play-not-deleted = Nichts gelöscht: { $why }.
play-comment-removed = Kommentar entfernt.
play-comment-saved = Kommentar gespeichert.
play-resigned = { $side } hat aufgegeben.
play-hint = Tipp: { $move }
play-computer-failed = Fehler beim Computer: { $why }

## Wer spielt: "Cam · Zwei Spieler an diesem Gerät"
play-mode-perfect = Du spielst { $side } gegen Perfekt, das gelöste Spiel
play-mode-computer = Du spielst { $side } gegen den Computer, Stufe { $level }
play-mode-two = Zwei Spieler an diesem Gerät
play-mode-watch-same = Computer gegen Computer, Stufe { $level }
play-mode-watch = Computer gegen Computer: Weiß Stufe { $white }, Schwarz Stufe { $black }
play-mode-with-variant = { $variant } · { $who }

## Geschlagene Figuren: "Weiß hat geschlagen: 2 Bauern, 1 Ritter"
play-took = { $side } hat geschlagen: { $taken }
play-taken-none = nichts

## Rückfragen, bevor eine Partie ersetzt wird
play-current-game = Deine aktuelle Partie
play-current-game-length = Deine aktuelle Partie ({ $length })
play-current-game-length-side = Deine aktuelle Partie ({ $length } und { $side_moves } in Nebenvarianten)
play-ask-new-game-title = Neue Partie { $variant } beginnen?
play-ask-new-game = { $current } wird durch eine neue Partie { $variant } ersetzt. Du kannst sie danach zurückholen (die folgende Meldung bietet das an).
# $what ist "game" (Partie) oder "position" (Stellung)
play-ask-link = { $what ->
    [game] Die Partie
   *[position] Die Stellung
} aus dem Link öffnen?
play-ask-editor = { $what ->
    [game] Die Partie
   *[position] Die Stellung
} aus dem Editor spielen?
play-ask-paste = { $what ->
    [game] Die eingefügte Partie
   *[position] Die eingefügte Stellung
} öffnen?
play-ask-file = { $what ->
    [game] Die Partie
   *[position] Die Stellung
} aus der Datei öffnen?
play-ask-replace = { $current } wird ersetzt. Du kannst sie danach zurückholen (die folgende Meldung bietet das an).
# $what ist "game", "position" oder "new"; $origin "link", "editor", "paste" oder "file".
play-kept-instead = Deine Partie bleibt erhalten; { $origin ->
    [paste] die eingefügte
   *[other] die
} { $what ->
    [game] Partie
    [new] neue Partie { $variant }
   *[position] Stellung
}{ $origin ->
    [link] { " " }aus dem Link
    [editor] { " " }aus dem Editor
    [paste] {""}
   *[file] { " " }aus der Datei
} wurde nicht geöffnet.

## Nach dem Öffnen
play-previous-kept = { " " }Deine vorherige Partie bleibt erhalten („Rückgängig“ holt sie zurück).
play-new-game-from-link = Eine neue Partie { $variant } aus dem Link.{ $kept }
# $origin ist "link", "editor" oder "other"
play-position-loaded = Stellung{ $origin ->
    [link] { " " }aus dem Link
    [editor] { " " }aus dem Editor
   *[other] {""}
} geladen.{ $over }{ $kept }
play-game-from-link = Partie aus dem Link geladen. Nach deinem Zug schickst du mit „Teilen“ den neuen Link zurück.{ $kept }
play-over-to-move = { " " }{ $side } ist am Zug.
play-game-loaded = Partie geladen: { $length }.{ $over }{ $kept }
play-previous-back = Deine vorherige Partie ist wieder da ({ $length }).
play-bad-position-link = Die Stellung im Link ist ungültig: { $why }. Deine aktuelle Partie bleibt erhalten.
play-bad-record-link = Die Partie im Link ist ungültig: { $why }. Deine aktuelle Partie bleibt erhalten.
play-record-other-variant = Die Partie im Link ist eine Partie { $is }, nicht { $says }, wie die Spielvariante im Link angibt. Deine aktuelle Partie bleibt erhalten.
play-unknown-variant = Die Spielvariante im Link kennt dieses Programm nicht ({ $why }). Deine aktuelle Partie bleibt erhalten.
play-bad-play = Der Wert play im Link muss white, black oder two sein, nicht { $value }: Du spielst die Seite, die am Zug ist.
play-not-restored = Die gespeicherte Partie konnte nicht wiederhergestellt werden ({ $why }); eine neue Partie wurde begonnen.
# Warum die gespeicherte Partie nicht wiederhergestellt werden konnte: das $why von play-not-restored
# (mit storage-unreadable, storage-other-version und storage-bad-record aus app.ftl).
# $field ist der Name eines Felds der gespeicherten Daten, wie gespeichert (nicht übersetzt).
play-restore-field = ein Teil fehlt oder ist beschädigt ({ $field })
# $kind ist die Art der Spieler, wie gespeichert (nicht übersetzt).
play-restore-players = unbekannte Spieler ({ $kind })
play-restore-bad-start = ungültige Startstellung ({ $why })
# $number zählt die gespeicherten Züge ab 1; $move_text ist der Zug, wie gespeichert.
play-restore-bad-move = Zug { $number } ({ $move_text }) ist kein legaler Zug: { $why }
play-copied = { $what } in die Zwischenablage kopiert.
play-not-copied = Der Browser hat das Kopieren nicht erlaubt ({ $what }).
play-unreadable-file = Die Datei { $name } konnte nicht als Text gelesen werden.

## Tipps: $moves ist die Zahl der Züge des Gewinners bis zum Ende
play-hint-line = Tipp: { $move } (auf dem Brett gezeigt).
play-hint-draw = Tipp: { $move } (auf dem Brett gezeigt): Dieser Zug hält das Remis – laut gelöstem Spiel.
play-hint-win = Tipp: { $move } (auf dem Brett gezeigt): Dieser Zug gewinnt in { $moves ->
    [one] 1 Zug
   *[other] { $moves } Zügen
} – laut gelöstem Spiel.
play-hint-loss = Tipp: { $move } (auf dem Brett gezeigt). Deine Stellung ist verloren: Bei bester Verteidigung gewinnt Perfekt in { $moves ->
    [one] 1 Zug
   *[other] { $moves } Zügen
} – laut gelöstem Spiel.

## Die Wahl der Stufe
play-level-beginner = { $level } (Anfänger)
play-level-club = { $level } (Vereinsspieler)
play-level-strongest = { $level } (am stärksten)
play-level-perfect = Perfekt (das gelöste Spiel)
play-camette-solved = { " " }· gelöst: Probiere die Stufe Perfekt
play-perfect-note = Perfekt spielt das gelöste Spiel: Es hält jedes Remis und gewinnt jede Partie, die du aus der Hand gibst. Die erste Partie lädt es herunter (3,5 MB), dann geht es auch offline.
play-downloading = Das gelöste Spiel wird heruntergeladen … { $got } MB
play-downloading-of = Das gelöste Spiel wird heruntergeladen … { $got } von { $total } MB
play-thinking-detail = Tiefe { $depth }, Bewertung { $score } (aus Sicht von Weiß)
# Das Detail, wenn die Engine einen erzwungenen Gewinn sieht: $outcome ist eval-wins-in oder eval-has-won ("Weiß gewinnt in 3 Zügen").
play-thinking-win = { $outcome } (Tiefe { $depth })

## Das Banner über einer früheren Stellung
play-viewing-earlier = Du siehst eine frühere Stellung.{ " " }
play-viewing-side-line = Du bist in einer Nebenvariante.{ " " }

## Buttons, Beschriftungen und Überschriften der Spielseite
play-ui-light-colours = Helle Farben
play-ui-dark-colours = Dunkle Farben
play-ui-switch-to-light-colours = Zu hellen Farben wechseln
play-ui-switch-to-dark-colours = Zu dunklen Farben wechseln
play-ui-light = { " " }Hell
play-ui-dark = { " " }Dunkel
play-ui-sound-on = Ton: an
play-ui-sound-off = Ton: aus
play-ui-sound = Ton:{ " " }
play-ui-on = an
play-ui-off = aus
play-ui-new-game = Neue Partie
play-ui-share = Teilen
play-ui-game-over = Partie beendet.{ " " }
play-ui-you-won = Du hast gewonnen.{ " " }
play-ui-you-lost = Du hast verloren.{ " " }
play-ui-review-this-game = Partie durchgehen
play-ui-analyse = Analysieren
play-ui-back-to-the-game = Zurück zur Partie
play-ui-thinking = Denkt nach …{ " " }
play-ui-a-dot-the-move-can-end = { " " }Ein Punkt: Dort kann der Zug enden.{ " " }
play-ui-got-it = Verstanden
play-ui-learn-the-rules = Regeln lernen
play-ui-undo = Rückgängig
play-ui-redo = Wiederholen
play-ui-resume = Fortsetzen
play-ui-pause = Pause
play-ui-hint = Tipp
play-ui-flip-board = Brett drehen
play-ui-confirm-resign = Wirklich aufgeben?
play-ui-resign = Aufgeben
play-ui-game-record = Partienotation
play-ui-copy-game = Partie kopieren
play-ui-download = Herunterladen
play-ui-paste-game-or-position = Partie oder Stellung einfügen
play-ui-open-file = Datei öffnen …
play-ui-copy-position = Stellung kopieren
play-ui-edit-this-position = Stellung bearbeiten
play-ui-bring-back-the-previous-game = Vorherige Partie zurückholen
play-ui-game = Spiel
play-ui-players = Spieler
play-ui-you-against-the-computer = { " " }Du gegen den Computer
play-ui-two-players-on-this-device = { " " }Zwei Spieler an diesem Gerät
play-ui-computer-against-computer-watch = { " " }Computer gegen Computer (zuschauen)
play-ui-your-colour = Deine Farbe
play-ui-white-moves-first = { " " }Weiß (zieht zuerst)
play-ui-black = { " " }Schwarz
play-ui-computer-level = Computerstufe{ " " }
play-ui-white-s-level = Stufe von Weiß{ " " }
play-ui-black-s-level = Stufe von Schwarz{ " " }
play-ui-speed = Tempo{ " " }
play-ui-slow = Langsam
play-ui-normal = Normal
play-ui-fast = Schnell
play-ui-draw-on-threefold-repetition-house-rule = { " " }Remis bei dreifacher Stellungswiederholung (Hausregel)
play-ui-cancel = Abbrechen
play-ui-start = Starten
play-ui-paste-a-game-or-a-position = Partie oder Stellung einfügen
play-ui-a-game-record-continues-that-game = Eine Partienotation setzt diese Partie fort; ein Stellungstext beginnt von dort eine neue Partie.
play-ui-paste-field = Partienotation oder Stellungstext
play-ui-load = Laden
play-ui-keep-my-game = Meine Partie behalten
play-ui-replace-it = Ersetzen
# $move: der bisher eingegebene Zug (E4-E6-E8)
play-end-move-here = Zug hier beenden ({ $move })
# $choose ist "klicke" oder "tippe"
play-legend-ring = { " " }Ein Ring: ein Landefeld, auf dem der Zug nicht enden kann (ein Sprung muss weitergehen) – { $choose } darauf, um Satz für Satz zu ziehen. Ein Springerzug kann auf jedem seiner Landefelder enden, daher stehen dort Punkte. Ein Kreuz markiert eine Figur, die der Zug schlägt.
# $choose ist "Klicke" oder "Tippe"; danach folgt der Link play-ui-learn-the-rules
play-welcome = { $choose } auf eine deiner Figuren, um zu sehen, wohin sie ziehen kann – neu bei Camelot?{ " " }
# Was kopiert wurde: "Partienotation in die Zwischenablage kopiert."
play-what-game-record = Partienotation
play-what-position-text = Stellungstext
play-what-line = Variante
play-ui-sounds-title = Zug- und Schlaggeräusche
