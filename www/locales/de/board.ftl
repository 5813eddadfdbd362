# Camelot: das Brett, die Zugeingabe, die Zugliste und das Teilen (jede Seite, die ein Brett
# zeigt oder Züge annimmt, verwendet diese Texte).
# Hinweise für Übersetzer:
# - $square, $from, $to, $at sind Feldnamen (F7, H11); $move ist ein Zug in der Notation
#   (F7-F9, E4-E6-G8, C2,D2,I2): Sie bleiben, wie sie sind.
# - $side, $owner, $turn, $other sind die Namen einer Seite wie in app.ftl übersetzt ("Weiß");
#   $color, $owner_color, $turn_color sind "white" oder "black", um eine Form danach zu wählen.
# - $click ist das Verb für die Wahl eines Feldes wie in app.ftl übersetzt ("klicke", auf einem
#   Touchscreen "tippe"); $click_cap dasselbe großgeschrieben. Im Deutschen folgt "auf …".
# - Eine Figur mit Feld ($piece: "Bauer auf E4", "Ritter auf J6") ist immer maskulin:
#   "dein Bauer", "dein Ritter".

## Das Brett (was Screenreader vorlesen)
# Der Name des Bretts, wenn die Seite keinen angibt.
board-label = { -game-name }-Brett
# Der Name des Bretts mit dem Titel seines Spiels ($variant: "Camelot", "Cam", "River Camelot").
board-label-variant = Spielbrett ({ $variant })
# Ein Feld: "F7, leer", "F7, weißer Bauer".
board-square-empty = { $square }, leer
board-square-piece = { $square }, { $piece }
# Ein Feld im Fluss, das keine Figur betreten darf (River Camelot).
board-square-river = { $square }, Fluss
# Ein Feld, auf dem ein Baum steht (River Camelot).
board-square-tree = { $square }, Baum
# Eine Brücke über den Fluss: "D7, Brücke, leer", "D8, Brücke, weißer Ritter".
board-square-bridge-empty = { $square }, Brücke, leer
board-square-bridge-piece = { $square }, Brücke, { $piece }
# Was ein Feld während der Eingabe eines Zuges ist, nach dem, was die Zeilen oben sagen ($label):
# "F7, weißer Bauer, ausgewählt".
board-square-planting = { $label }, Baum zum Pflanzen
board-square-selected = { $label }, ausgewählt
board-square-next = { $label }, nächstes Landefeld
board-square-destination = { $label }, mögliches Ziel
# Die Figuren, wie sie auf den Namen des Feldes folgen.

## Zugeingabe: warum ein Zug oder ein Klick nichts bewirkt
# Eine Figur mit ihrem Feld: "Bauer auf E4" ($role: "man" oder "knight").
board-piece-on = { $role ->
    [knight] Ritter
   *[man] Bauer
} auf { $square }
# Die Figur auf $from wurde gewählt, danach gar kein Landefeld.
board-miss-nowhere = Die Figur auf { $from } kann so nicht ziehen.
# Der Spieler wollte einen Zug auf $to beenden, wo der Zug weitergehen muss.
board-miss-stop = Der Zug kann nicht auf { $to } enden: Er muss weitergehen. Die Ringe und Punkte zeigen, wohin.
# Die Pflicht, die die Züge einschränkt, angehängt an die beiden folgenden Meldungen ($duty: "leave",
# "capture" oder "none"; das Leerzeichen vor dem Satz gehört dazu). "Sie" ist die Figur.
board-miss-duty = { $duty ->
    [leave] { " " }Sie muss in diesem Zug ihre Burg verlassen.
    [capture] { " " }Es herrscht Schlagzwang.
   *[none] { "" }
}
# Die Figur auf $from kann nicht nach $to.
board-miss-to = Die Figur auf { $from } kann nicht nach { $to }. Die Punkte zeigen, wohin sie ziehen kann.{ board-miss-duty }
# Eine Figur, die Satz für Satz zieht und jetzt auf $at steht, kann nicht weiter nach $to.
board-miss-on = Die Figur auf { $at } kann nicht weiter nach { $to }. Die Ringe und Punkte zeigen, wo der nächste Satz landen kann.{ board-miss-duty }
# $outcome ist das Ergebnis, wie es die Regeltexte sagen ("Weiß gewinnt (…)").
board-why-game-over = Die Partie ist beendet: { $outcome }.
board-why-empty = { $square } ist leer. Wähle zuerst eine deiner Figuren, dann das Feld, auf das sie ziehen soll.
board-why-tree = Auf { $square } steht ein Baum: Keine Figur darf dort landen oder ihn überspringen.
board-why-river = { $square } liegt im Fluss: Keine Figur darf das Feld betreten oder überspringen.
# Eine Figur der anderen Seite wurde gewählt.
board-why-enemy = Das ist eine Figur von { $owner }. Du spielst { $turn }, also { $click } auf eine deiner eigenen Figuren.
# $piece und $leaver sind Figuren mit ihren Feldern ("Bauer auf E4").
board-why-must-leave = Dein { $piece } kann jetzt nicht ziehen: Dein { $leaver } steht in der eigenen Burg und muss sie zuerst verlassen.
# $capturers: Figuren mit ihren Feldern, als "oder"-Aufzählung ("Bauer auf E4 oder Ritter auf J6").
board-why-must-capture = Dein { $piece } kann jetzt nicht ziehen: Es herrscht Schlagzwang, und schlagen kann nur dein { $capturers }.
board-why-no-move = Dein { $piece } hat keinen legalen Zug.

## Zugeingabe: die Pflicht der Seite am Zug
board-duty-leave = Dein { $piece } steht in der eigenen Burg: Er muss sie in diesem Zug verlassen.
# $pieces: eine "oder"-Aufzählung ("Bauer auf E4 oder Ritter auf J6").
board-duty-capture = Es herrscht Schlagzwang: Schlagen muss dein { $pieces }.

## Zugeingabe: der nächste Schritt eines Zuges, der eingegeben wird
# Ein erstes Tippen hat den Zug $move gezeigt, der auf $square endet; ein zweites spielt ihn.
board-status-confirm = { $click_cap } noch einmal auf { $square }, um { $move } zu spielen, oder { $click } auf ein anderes Feld.
# Mehrere Züge enden auf $square und schlagen verschiedene Figuren: Eine Liste unten bietet sie an.
board-status-choose = Wähle, wie du nach { $square } ziehst: Die Züge unten schlagen verschiedene Figuren.
# Ein Springerzug kann auf $at enden oder weiter überspringen.
board-status-canter-or-stop = Setze den Springerzug fort oder beende den Zug hier: { $click } auf einen Ring, um weiterzuziehen, oder { $click } noch einmal auf { $at }, um anzuhalten.
board-status-keep-jumping = Spring weiter: Das Schlagen muss weitergehen. { $click_cap } auf den nächsten Ring oder Punkt.
board-status-keep-cantering = Setze den Springerzug fort: Der Zug kann nicht auf { $at } enden. { $click_cap } auf den nächsten Ring oder Punkt.
# Ein Ritter im Springerzug darf seinen Zug nicht dort beenden, wo er weiterspringen könnte: der Ritterangriff.
board-status-knight-duty = Weiter: Von { $at } aus kann dieser Ritter springen, also muss er in diesem Zug schlagen (die Ritterpflicht).
board-status-stuck = Der Zug kann von { $at } aus nicht weitergehen.

## Zugeingabe: Bäume pflanzen (River Camelot, vor dem ersten Zug)
# Eine kleine Zahl in Worten, für die Bäume. Im Deutschen steht sie in "klicke auf drei der
# markierten Felder", daher [1] "eines" (eines der Felder).
board-number-word = { $n ->
    [1] eines
    [2] zwei
    [3] drei
   *[other] { $n }
}
# Jeder Baum ist gewählt ($squares: eine "und"-Aufzählung von Feldern, "C2, D2 und I2").
board-plant-ready = Pflanze die Bäume von { $side } auf { $squares }, oder { $click } auf eines der Felder, um neu zu wählen.
# $wanted: wie viele Bäume die Seite pflanzt ($wanted_word: dasselbe in Worten, "drei");
# $left und $left_word: wie viele noch zu wählen sind; $chosen: wie viele gewählt sind.
board-plant-progress = { $side } pflanzt vor dem ersten Zug { $wanted ->
    [one] einen Baum
   *[other] { $wanted_word } Bäume
}: { $click } auf { $left_word } der markierten Felder auf der Seite von { $side } ({ $chosen } von { $wanted } gewählt).
# Warum ein Feld keinen Baum bekommt. $where: "other" (die andere Seite, $other, pflanzt dort),
# "river" (das Feld liegt im Fluss) oder "none".
board-plant-not-yours = { $square } ist keines der Baumfelder von { $side }{ $where ->
    [other] { " " }(dort pflanzt { $other })
    [river] { " " }(es liegt im Fluss)
   *[none] { "" }
}: Die Punkte zeigen, wo { $side } pflanzen darf.
board-plant-taken = { $square } ist besetzt: Bäume kommen auf freie Baumfelder.
# $n Bäume sind schon gewählt (die ganze Zahl der Bäume der Seite).
board-plant-all-chosen = { $n ->
    [1] Der Baum ist schon gewählt: Pflanze ihn, oder wähle ihn noch einmal, um ihn zurückzunehmen.
    [2] Zwei Bäume sind schon gewählt: Pflanze sie, oder wähle einen noch einmal, um ihn zurückzunehmen.
    [3] Drei Bäume sind schon gewählt: Pflanze sie, oder wähle einen noch einmal, um ihn zurückzunehmen.
   *[other] { $n } Bäume sind schon gewählt: Pflanze sie, oder wähle einen noch einmal, um ihn zurückzunehmen.
}

## Zugeingabe: Buttons und die Wahl zwischen Zügen
# $move: der Zug, den ein erstes Tippen gezeigt hat.
board-confirm-play = { $move } spielen
board-cancel = Abbrechen
# $move: die gewählten Bäume, als Zug ("C2,D2,I2").
board-plant-trees = Bäume pflanzen ({ $move })
board-plant-again = Neu wählen
# Nimmt die bisher eingegebenen Sätze eines Zuges zurück.
board-start-again = Zug neu beginnen
# Die Wahl zwischen Zügen, die auf demselben Feld ($square) enden, aber Verschiedenes schlagen.
board-choice-label = Züge, die auf { $square } enden
board-choice-intro = { $n } Züge enden auf { $square } und schlagen verschiedene Figuren. Welcher soll es sein?
board-choice-other-square = Anderes Feld wählen
# Was ein Zug der Auswahl schlägt ($squares: die Felder, durch Kommas getrennt).
board-choice-captures = schlägt auf { $squares }
board-choice-captures-nothing = schlägt nichts

## Die Zugliste
board-moves-heading = Züge
board-moves-label = Züge
board-moves-none = Noch keine Züge.
board-step-label = Durch die Partie blättern
# Die Buttons, mit denen man durch die Partie geht; die Titel nennen ihre Tasten (Pos1, ←, →, Ende).
board-step-first = Anfang
board-step-first-title = Anfang (Pos1)
board-step-back = Einen Zug zurück
board-step-back-title = Zurück (←)
board-step-forward = Einen Zug vor
board-step-forward-title = Vor (→)
board-step-last = Ende der Variante
board-step-last-title = Ende der Variante (Ende)
# Die Leiste mit Buttons, die auf den gezeigten Zug ($move) wirken, oder auf keinen Zug.
board-bar-label = Der Zug { $move }
board-bar-label-none = Kein Zug gezeigt
board-delete = Ab hier löschen
board-delete-title = Diesen Zug und alle folgenden löschen (die Meldung bietet an, es rückgängig zu machen)
board-copy-line = Variante kopieren
board-copy-line-title = Die Züge vom Anfang bis hierher kopieren
board-comment-add = Kommentar hinzufügen
board-comment-edit = Kommentar bearbeiten
board-promote = Zur Hauptvariante machen
board-promote-title = Diese Nebenvariante zur Hauptvariante der Partie machen
board-promote-title-main = Dieser Zug gehört zur Hauptvariante der Partie
# Der Kommentar-Editor.
board-comment-label = Kommentar zu diesem Zug
board-comment-save = Speichern
board-comment-remove = Entfernen

## Was eine Änderung der Züge bewirkt hat (eine Meldung mit einem Button zum Rückgängigmachen)
board-undo = Rückgängig
board-restored = Wiederhergestellt.
board-count-comments = { $n ->
    [one] { $n } Kommentar
   *[other] { $n } Kommentare
}
# $moves: wie viele Züge ("4 Züge"); $comments: wie viele Kommentare ("1 Kommentar").
board-line-deleted = Variante gelöscht ({ $moves }).
board-line-deleted-comments = Variante gelöscht ({ $moves }, { $comments }).
# $text: der Anfang des Kommentars, wie er war (endet auf …, wenn gekürzt).
board-comment-removed = Kommentar entfernt („{ $text }“).
board-comment-changed = Kommentar geändert (vorher: „{ $text }“).

## Eine Partie oder Stellung lesen, die ein Spieler mitbringt
# $error: was laut den Regeltexten falsch ist.
board-import-bad-position = Dieser Stellungstext ist ungültig: { $error }.
board-import-bad-record = { $error }.

## Teilen
board-share-title = Teilen oder einbetten
board-share-link = Link zu dieser Partie
board-share-link-help = Öffnet diese Partie, bereit zum Weiterspielen. Um ohne Server gegen jemanden zu spielen, schicke den Link nach jedem Zug.
board-share-embed-position = Diese Stellung einbetten
board-share-embed-position-help = In eine Webseite einfügen, um die aktuelle Stellung zu zeigen.
board-share-embed-game = Diese Partie einbetten
board-share-embed-game-help = Zeigt die Partie so, wie sie auf dem Bildschirm ist (Nebenvariante und gezeigter Zug), mit Buttons, um durch die Züge zu gehen.
# Die Titel der eingebetteten Rahmen (Screenreader benennen den Rahmen damit).
board-share-frame-position = { -game-name }-Stellung
board-share-frame-game = { -game-name }-Partie
board-share-done = Fertig
