# Camelot: het bord, de zetinvoer, de zettenlijst en het delen (elke pagina die een bord
# toont of zetten aanneemt, gebruikt deze teksten).
# Notities voor vertalers:
# - $square, $from, $to, $at zijn veldnamen (F7, H11); $move is een zet in de notatie
#   (F7-F9, E4-E6-G8, C2,D2,I2): die blijven zoals ze zijn.
# - $side, $owner, $turn, $other zijn de naam van een kleur zoals vertaald in app.ftl ("Wit");
#   $color, $owner_color, $turn_color zijn "white" of "black", om een vorm mee te kiezen.
# - $click is het werkwoord voor het kiezen van een veld zoals vertaald in app.ftl ("klik", of
#   "tik" op een touchscreen); $click_cap hetzelfde met een hoofdletter. Erna volgt "op …".
# - Een stuk met zijn veld ($piece: "pion op E4", "ridder op J6") is altijd een de-woord:
#   "je pion", "hij".

## Het bord (wat schermlezers voorlezen)
# De naam van het bord als de pagina er geen geeft.
board-label = { -game-name }-bord
# De naam van het bord met de titel van zijn spel ($variant: "Camelot", "Cam", "River Camelot").
board-label-variant = Speelbord ({ $variant })
# Een veld: "F7, leeg", "F7, witte pion".
board-square-empty = { $square }, leeg
board-square-piece = { $square }, { $piece }
# Een veld in de rivier, geen stuk mag het betreden (River Camelot).
board-square-river = { $square }, rivier
# Een veld met een boom erop (River Camelot).
board-square-tree = { $square }, boom
# Een brug over de rivier: "D7, brug, leeg", "D8, brug, witte ridder".
board-square-bridge-empty = { $square }, brug, leeg
board-square-bridge-piece = { $square }, brug, { $piece }
# Wat een veld is terwijl een zet wordt ingevoerd, na wat de regels hierboven zeggen ($label):
# "F7, witte pion, geselecteerd".
board-square-planting = { $label }, te planten boom
board-square-selected = { $label }, geselecteerd
board-square-next = { $label }, volgend landingsveld
board-square-destination = { $label }, mogelijke bestemming
# De stukken, zoals ze op de naam van het veld volgen.

## Zetinvoer: waarom een zet of een klik niets doet
# Een stuk met zijn veld: "pion op E4" ($role: "man" of "knight").
board-piece-on = { $role ->
    [knight] ridder
   *[man] pion
} op { $square }
# Het stuk op $from is gekozen, en daarna helemaal geen landingsveld.
board-miss-nowhere = Het stuk op { $from } kan niet zo bewegen.
# De speler wilde een zet op $to beëindigen, waar de zet moet doorgaan.
board-miss-stop = De zet kan niet op { $to } eindigen: hij moet doorgaan. De ringen en stippen laten zien waarheen.
# De plicht die de zetten beperkt, toegevoegd aan de twee meldingen erna ($duty: "leave",
# "capture" of "none"; de spatie voor de zin hoort erbij). "Het" is het stuk.
board-miss-duty = { $duty ->
    [leave] { " " }Het moet deze beurt zijn kasteel verlaten.
    [capture] { " " }Er geldt slagplicht.
   *[none] { "" }
}
# Het stuk op $from kan niet naar $to.
board-miss-to = Het stuk op { $from } kan niet naar { $to }. De stippen laten zien waar het heen kan.{ board-miss-duty }
# Een stuk dat sprong voor sprong gaat en nu op $at staat, kan niet verder naar $to.
board-miss-on = Het stuk op { $at } kan niet verder naar { $to }. De ringen en stippen laten zien waar de volgende sprong kan landen.{ board-miss-duty }
# $outcome is de uitslag, zoals de regelteksten die zeggen ("Wit wint (…)").
board-why-game-over = De partij is afgelopen: { $outcome }.
board-why-empty = { $square } is leeg. Kies eerst een van je stukken en daarna waar het heen moet.
board-why-tree = Op { $square } staat een boom: geen stuk mag erop landen of eroverheen springen.
board-why-river = { $square } ligt in de rivier: geen stuk mag dat veld betreden of eroverheen springen.
# Er is een stuk van de andere kleur gekozen.
board-why-enemy = Dat is een stuk van { $owner }. Jij speelt met { $turn }: { $click } op een van je eigen stukken.
# $piece en $leaver zijn stukken met hun veld ("pion op E4").
board-why-must-leave = Je { $piece } kan nu niet bewegen: je { $leaver } staat in zijn eigen kasteel en moet dat eerst verlaten.
# $capturers: stukken met hun veld, als "of"-opsomming ("pion op E4 of ridder op J6").
board-why-must-capture = Je { $piece } kan nu niet bewegen: er geldt slagplicht, en alleen je { $capturers } kan slaan.
board-why-no-move = Je { $piece } heeft geen reglementaire zet.

## Zetinvoer: de plicht van de kleur die aan zet is
board-duty-leave = Je { $piece } staat in zijn eigen kasteel: hij moet het deze beurt verlaten.
# $pieces: een "of"-opsomming ("pion op E4 of ridder op J6").
board-duty-capture = Er geldt slagplicht: sla met je { $pieces }.

## Zetinvoer: de volgende stap van een zet die wordt ingevoerd
# Een eerste tik toonde de zet $move, die op $square eindigt; een tweede tik speelt hem.
board-status-confirm = { $click_cap } nog een keer op { $square } om { $move } te spelen, of { $click } op een ander veld.
# Meerdere zetten eindigen op $square en slaan verschillende stukken: een lijst hieronder biedt ze aan.
board-status-choose = Kies hoe je naar { $square } gaat: de zetten hieronder slaan verschillende stukken.
# Een galop kan op $at eindigen of verder springen.
board-status-canter-or-stop = Galoppeer verder of beëindig de zet hier: { $click } op een ring om verder te springen, of { $click } nog een keer op { $at } om te stoppen.
board-status-keep-jumping = Sla door: de slag moet verder. { $click_cap } op de volgende ring of stip.
board-status-keep-cantering = Galoppeer verder: de zet kan niet op { $at } eindigen. { $click_cap } op de volgende ring of stip.
# Een galopperende ridder mag zijn zet niet beëindigen waar hij kan slaan: de ridderaanval.
board-status-knight-duty = Ga door: vanaf { $at } kan deze ridder slaan, dus moet hij dat in deze zet ook doen (de ridderplicht).
board-status-stuck = De zet kan vanaf { $at } niet verder.

## Zetinvoer: bomen planten (River Camelot, vóór de eerste zet)
# Een klein getal in woorden, voor de bomen: "drie".
board-number-word = { $n ->
    [1] één
    [2] twee
    [3] drie
   *[other] { $n }
}
# Elke boom is gekozen ($squares: een "en"-opsomming van velden, "C2, D2 en I2").
board-plant-ready = Plant de bomen van { $side } op { $squares }, of { $click } op een ervan om opnieuw te kiezen.
# $wanted: hoeveel bomen de kleur plant ($wanted_word: hetzelfde in woorden, "drie");
# $left en $left_word: hoeveel er nog gekozen moeten worden; $chosen: hoeveel er gekozen zijn.
board-plant-progress = { $side } plant vóór de eerste zet { $wanted ->
    [one] één boom
   *[other] { $wanted_word } bomen
}: { $click } op { $left_word } van de velden met een stip aan de kant van { $side } ({ $chosen } van { $wanted } gekozen).
# Waarom een veld geen boom krijgt. $where: "other" (de andere kleur, $other, plant daar),
# "river" (het veld ligt in de rivier) of "none".
board-plant-not-yours = { $square } is geen boomveld van { $side }{ $where ->
    [other] { " " }(daar plant { $other })
    [river] { " " }(het ligt in de rivier)
   *[none] { "" }
}: de stippen laten zien waar { $side } mag planten.
board-plant-taken = { $square } is bezet: bomen komen op lege boomvelden.
# Er zijn al $n bomen gekozen (het hele aantal bomen van de kleur).
board-plant-all-chosen = { $n ->
    [1] De boom is al gekozen: plant hem, of kies hem opnieuw om hem terug te nemen.
    [2] Er zijn al twee bomen gekozen: plant ze, of kies er een opnieuw om hem terug te nemen.
    [3] Er zijn al drie bomen gekozen: plant ze, of kies er een opnieuw om hem terug te nemen.
   *[other] Er zijn al { $n } bomen gekozen: plant ze, of kies er een opnieuw om hem terug te nemen.
}

## Zetinvoer: knoppen en de keuze tussen zetten
# $move: de zet die een eerste tik toonde.
board-confirm-play = { $move } spelen
board-cancel = Annuleren
# $move: de gekozen bomen, als zet ("C2,D2,I2").
board-plant-trees = Bomen planten ({ $move })
board-plant-again = Opnieuw kiezen
# Neemt de tot nu toe ingevoerde sprongen van een zet terug.
board-start-again = Zet opnieuw beginnen
# De keuze tussen zetten die op hetzelfde veld ($square) eindigen maar iets anders slaan.
board-choice-label = Zetten die op { $square } eindigen
board-choice-intro = { $n } zetten eindigen op { $square } en slaan verschillende stukken. Welke wil je?
board-choice-other-square = Ander veld kiezen
# Wat een zet uit de keuze slaat ($squares: de velden, gescheiden door komma's).
board-choice-captures = slaat op { $squares }
board-choice-captures-nothing = slaat niets

## De zettenlijst
board-moves-heading = Zetten
board-moves-label = Zetten
board-moves-none = Nog geen zetten.
board-step-label = Door de partij bladeren
# De knoppen om door de partij te gaan; de titels noemen hun toetsen (Home, ←, →, End).
board-step-first = Begin
board-step-first-title = Begin (Home)
board-step-back = Eén zet terug
board-step-back-title = Terug (←)
board-step-forward = Eén zet vooruit
board-step-forward-title = Vooruit (→)
board-step-last = Einde van de variant
board-step-last-title = Einde van de variant (End)
# De balk met knoppen die werken op de getoonde zet ($move), of op geen zet.
board-bar-label = De zet { $move }
board-bar-label-none = Geen zet getoond
board-delete = Vanaf hier verwijderen
board-delete-title = Deze zet en alle zetten erna verwijderen (de melding biedt aan het ongedaan te maken)
board-copy-line = Variant kopiëren
board-copy-line-title = De zetten van het begin tot hier kopiëren
board-comment-add = Commentaar toevoegen
board-comment-edit = Commentaar bewerken
board-promote = Tot hoofdvariant maken
board-promote-title = Deze zijvariant tot hoofdvariant van de partij maken
board-promote-title-main = Deze zet hoort bij de hoofdvariant van de partij
# De commentaareditor.
board-comment-label = Commentaar bij deze zet
board-comment-save = Opslaan
board-comment-remove = Verwijderen

## Wat een wijziging van de zetten deed (een melding, met een knop om het ongedaan te maken)
board-undo = Ongedaan maken
board-restored = Hersteld zoals het was.
board-count-comments = { $n ->
    [one] { $n } commentaar
   *[other] { $n } commentaren
}
# $moves: hoeveel zetten ("4 zetten"); $comments: hoeveel commentaren ("1 commentaar").
board-line-deleted = Variant verwijderd ({ $moves }).
board-line-deleted-comments = Variant verwijderd ({ $moves }, { $comments }).
# $text: het begin van het commentaar zoals het was (eindigt op … als het is ingekort).
board-comment-removed = Commentaar verwijderd (“{ $text }”).
board-comment-changed = Commentaar gewijzigd (het was “{ $text }”).

## Een partij of stelling lezen die een speler aanbrengt
# $error: wat er volgens de regelteksten mis is.
board-import-bad-position = Deze stellingstekst is ongeldig: { $error }.
board-import-bad-record = { $error }.

## Delen
board-share-title = Delen of insluiten
board-share-link = Link naar deze partij
board-share-link-help = Opent deze partij, klaar om verder te spelen. Wil je zonder server tegen een vriend spelen, stuur dan na elke zet de link.
board-share-embed-position = Deze stelling insluiten
board-share-embed-position-help = Plak dit in een webpagina om de huidige stelling te tonen.
board-share-embed-game = Deze partij insluiten
board-share-embed-game-help = Toont de partij zoals die op het scherm staat (zijvariant en getoonde zet), met knoppen om door de zetten te bladeren.
# De titels van de ingesloten frames (schermlezers noemen het frame zo).
board-share-frame-position = { -game-name }-stelling
board-share-frame-game = { -game-name }-partij
board-share-done = Klaar
