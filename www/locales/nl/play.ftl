# De spelpagina: de statusregel, uitslagen, meldingen, vragen en aankondigingen.
# $side is de vertaalde naam van een kleur ("Wit"), $color "white" of "black" voor selectors.
# $move is een zet in WCF-notatie (C3-D2), $variant de vertaalde naam van een spel (Cam, Camette).

play-new-game = Nieuwe partij.
play-unfinished-kept = Nieuwe partij begonnen. Je onafgemaakte partij blijft bewaard: met de knop hierboven haal je die terug.
play-promoted = De variant is nu de hoofdvariant.
play-deleted = Zetten verwijderd.
play-no-move = De computer heeft geen zet gevonden.
play-nothing-to-load = Niets te laden: plak een partijnotatie of een stellingstekst.
play-bring-back-previous = Ongedaan maken: vorige partij terughalen

## Uitslagen: "Wit wint: Zwart heeft geen reglementaire zet."
play-wins = { $side } wint
play-draw = Remise
# $head is play-wins of play-draw, $reason waarom de partij eindigde.
play-result = { $head }: { $reason }.

## Aankondigingen van zetten
play-planted = { $side } heeft bomen geplant op { $squares }.
play-played = { $side } speelde { $move }.
play-played-capturing = { $side } speelde { $move } en sloeg op { $squares }.

## De statusregel
# $length is de lengte van een partij ("17 zetten")
play-line-main = van { $length }
play-line-side = zijvariant van { $length }
play-watch-looking-back = De computers wachten terwijl je terugkijkt: met “Hervatten” ga je terug naar de partij.
play-to-move = { $side } is aan zet.
play-to-move-side-line = { $side } is aan zet: een zet hier begint een zijvariant.
play-your-move-takes-back = Jij bent aan zet ({ $side }): een nieuwe zet neemt de latere zetten terug (ze blijven in de lijst).
play-your-move-side-line = Jij bent aan zet ({ $side }): een zet hier begint een zijvariant.
# $after is "na de 5e zet van Wit" of "bij het begin"; $line is play-line-main/side; $next een van de regels hierboven.
play-viewing-position = Je bekijkt de stelling { $after } ({ $line }). { $next }
play-paused = Gepauzeerd. { $side } is aan zet: druk op “Hervatten” om verder te gaan.
play-thinking = { $side } (computer) denkt na.
# $step is wat de zetinvoer zegt over de zet die wordt ingevoerd.
play-your-move-step = Jij bent aan zet ({ $side }). { $step }
play-to-move-plain = { $side } is aan zet
play-your-move-plain = Jij bent aan zet ({ $side })
play-duty-castle = : het stuk op { $square } moet zijn kasteel verlaten
play-duty-capture-one = het stuk op { $square } moet slaan
play-duty-capture-many = de stukken op { $squares } kunnen slaan; een ervan moet het doen
play-duty-capture = : er geldt slagplicht – { $which }
# $who is play-to-move-plain of play-your-move-plain, $duty een van de plichtteksten of niets, $goal play-goal-anti of niets.
play-status = { $who }{ $duty }.{ $goal }
play-goal-anti = { " " }In Anti-Camelot win je als je geen zet meer kunt doen; een stuk dat het kasteel van de tegenstander binnengaat, verliest.

## Meldingen
play-taken-back = De partij gaat verder met { $move }. De teruggenomen zetten blijven als zijvariant in de lijst.
play-side-line = Met { $move } begint een zijvariant; de zetten van de partij blijven bewaard (terug met Home, of klik erop in de lijst).
play-cannot-play = Die zet is niet mogelijk: { $why }.
play-taken-back-to = Zet teruggenomen. { $side } is aan zet.
play-not-deleted = Er is niets verwijderd: { $why }.
play-comment-removed = Commentaar verwijderd.
play-comment-saved = Commentaar opgeslagen.
play-resigned = { $side } heeft opgegeven.
play-hint = Tip: { $move }
play-computer-failed = De computer liep vast: { $why }

## Wie speelt: "Cam · Twee spelers op dit apparaat"
play-mode-perfect = Je speelt { $side } tegen Perfect, het opgeloste spel
play-mode-computer = Je speelt { $side } tegen de computer, niveau { $level }
play-mode-two = Twee spelers op dit apparaat
play-mode-watch-same = Computer tegen computer, niveau { $level }
play-mode-watch = Computer tegen computer: Wit niveau { $white }, Zwart niveau { $black }
play-mode-with-variant = { $variant } · { $who }

## Geslagen stukken: "Geslagen door Wit: 2 pionnen, 1 ridder"
play-took = Geslagen door { $side }: { $taken }
play-taken-none = niets

## Vragen voordat een partij wordt vervangen
play-current-game = Je huidige partij
play-current-game-length = Je huidige partij ({ $length })
play-current-game-length-side = Je huidige partij ({ $length } en { $side_moves } in zijvarianten)
play-ask-new-game-title = Een nieuwe partij { $variant } beginnen?
play-ask-new-game = { $current } wordt vervangen door een nieuwe partij { $variant }. Je kunt die daarna terughalen (de melding die volgt biedt dat aan).
# $what is "game" (partij) of "position" (stelling)
play-ask-link = { $what ->
    [game] De partij
   *[position] De stelling
} uit de link openen?
play-ask-editor = { $what ->
    [game] De partij
   *[position] De stelling
} uit de editor spelen?
play-ask-paste = { $what ->
    [game] De geplakte partij
   *[position] De geplakte stelling
} openen?
play-ask-file = { $what ->
    [game] De partij
   *[position] De stelling
} uit het bestand openen?
play-ask-replace = { $current } wordt vervangen. Je kunt die daarna terughalen (de melding die volgt biedt dat aan).
# $what is "game", "position" of "new"; $origin "link", "editor", "paste" of "file".
play-kept-instead = Je partij blijft bewaard; { $origin ->
    [paste] de geplakte
   *[other] de
} { $what ->
    [game] partij
    [new] nieuwe partij { $variant }
   *[position] stelling
}{ $origin ->
    [link] { " " }uit de link
    [editor] { " " }uit de editor
    [paste] {""}
   *[file] { " " }uit het bestand
} is niet geopend.

## Na het openen
play-previous-kept = { " " }Je vorige partij blijft bewaard (“Ongedaan maken” haalt die terug).
play-new-game-from-link = Een nieuwe partij { $variant } uit de link.{ $kept }
# $origin is "link", "editor" of "other"
play-position-loaded = Stelling{ $origin ->
    [link] { " " }uit de link
    [editor] { " " }uit de editor
   *[other] {""}
} geladen.{ $over }{ $kept }
play-game-from-link = Partij uit de link geladen. Stuur na je zet met “Delen” de nieuwe link terug.{ $kept }
play-over-to-move = { " " }{ $side } is aan zet.
play-game-loaded = Partij geladen: { $length }.{ $over }{ $kept }
play-previous-back = Je vorige partij is terug ({ $length }).
play-bad-position-link = De stelling in de link is ongeldig: { $why }. Je huidige partij blijft bewaard.
play-bad-record-link = De partij in de link is ongeldig: { $why }. Je huidige partij blijft bewaard.
play-record-other-variant = De partij in de link is een partij { $is }, niet { $says } zoals de spelvariant in de link aangeeft. Je huidige partij blijft bewaard.
play-unknown-variant = Dit programma kent de spelvariant in de link niet ({ $why }). Je huidige partij blijft bewaard.
play-bad-play = De waarde play in de link moet white, black of two zijn, niet { $value }: je speelt de kleur die aan zet is.
play-not-restored = De opgeslagen partij kon niet worden hersteld ({ $why }); er is een nieuwe partij begonnen.
# Waarom de opgeslagen partij niet kon worden hersteld: de $why van play-not-restored (met
# storage-unreadable, storage-other-version en storage-bad-record uit app.ftl).
# $field is de naam van een veld van de opgeslagen gegevens, zoals opgeslagen (niet vertaald).
play-restore-field = een deel ontbreekt of is beschadigd ({ $field })
# $kind is het soort spelers zoals opgeslagen (niet vertaald).
play-restore-players = onbekende spelers ({ $kind })
play-restore-bad-start = ongeldige beginstelling ({ $why })
# $number telt de opgeslagen zetten vanaf 1; $move_text is de zet zoals opgeslagen.
play-restore-bad-move = zet { $number } ({ $move_text }) is geen reglementaire zet: { $why }
play-copied = { $what } gekopieerd naar het klembord.
play-not-copied = De browser stond het kopiëren niet toe ({ $what }).
play-unreadable-file = Het bestand { $name } kon niet als tekst worden gelezen.

## Tips: $moves is het aantal zetten van de winnaar tot het einde
play-hint-line = Tip: { $move } (getoond op het bord).
play-hint-draw = Tip: { $move } (getoond op het bord): deze zet houdt de remise – volgens het opgeloste spel.
play-hint-win = Tip: { $move } (getoond op het bord): deze zet wint in { $moves ->
    [one] 1 zet
   *[other] { $moves } zetten
} – volgens het opgeloste spel.
play-hint-loss = Tip: { $move } (getoond op het bord). Je stelling is verloren: bij het beste verweer wint Perfect in { $moves ->
    [one] 1 zet
   *[other] { $moves } zetten
} – volgens het opgeloste spel.

## De niveaukeuze
play-level-beginner = { $level } (beginner)
play-level-club = { $level } (clubspeler)
play-level-strongest = { $level } (sterkst)
play-level-perfect = Perfect (het opgeloste spel)
play-camette-solved = { " " }· opgelost: probeer het niveau Perfect
play-perfect-note = Perfect speelt het opgeloste spel: het houdt elke remise en wint elke partij die je laat glippen. De eerste partij downloadt het (3,5 MB), daarna werkt het ook offline.
play-downloading = Het opgeloste spel wordt gedownload… { $got } MB
play-downloading-of = Het opgeloste spel wordt gedownload… { $got } van { $total } MB
play-thinking-detail = diepte { $depth }, evaluatie { $score } (vanuit Wit gezien)
# Het detail als de engine een geforceerde winst ziet: $outcome is eval-wins-in of eval-has-won ("Wit wint in 3 zetten").
play-thinking-win = { $outcome } (diepte { $depth })

## De balk boven een eerdere stelling
play-viewing-earlier = Je bekijkt een eerdere stelling.{ " " }
play-viewing-side-line = Je zit in een zijvariant.{ " " }

## Knoppen, labels en koppen van de spelpagina
play-ui-light-colours = Lichte kleuren
play-ui-dark-colours = Donkere kleuren
play-ui-switch-to-light-colours = Naar lichte kleuren wisselen
play-ui-switch-to-dark-colours = Naar donkere kleuren wisselen
play-ui-light = { " " }Licht
play-ui-dark = { " " }Donker
play-ui-sound-on = Geluid: aan
play-ui-sound-off = Geluid: uit
play-ui-sound = Geluid:{ " " }
play-ui-on = aan
play-ui-off = uit
play-ui-new-game = Nieuwe partij
play-ui-share = Delen
play-ui-game-over = Partij afgelopen.{ " " }
play-ui-you-won = Je hebt gewonnen.{ " " }
play-ui-you-lost = Je hebt verloren.{ " " }
play-ui-review-this-game = Partij naspelen
play-ui-analyse = Analyseren
play-ui-back-to-the-game = Terug naar de partij
play-ui-thinking = Denkt na…{ " " }
play-ui-a-dot-the-move-can-end = { " " }Een stip: daar kan de zet eindigen.{ " " }
play-ui-got-it = Begrepen
play-ui-learn-the-rules = Leer de regels
play-ui-undo = Ongedaan maken
play-ui-redo = Opnieuw
play-ui-resume = Hervatten
play-ui-pause = Pauze
play-ui-hint = Tip
play-ui-flip-board = Bord draaien
play-ui-confirm-resign = Echt opgeven?
play-ui-resign = Opgeven
play-ui-game-record = Partijnotatie
play-ui-copy-game = Partij kopiëren
play-ui-download = Downloaden
play-ui-paste-game-or-position = Partij of stelling plakken
play-ui-open-file = Bestand openen…
play-ui-copy-position = Stelling kopiëren
play-ui-edit-this-position = Stelling bewerken
play-ui-bring-back-the-previous-game = Vorige partij terughalen
play-ui-game = Spel
play-ui-players = Spelers
play-ui-you-against-the-computer = { " " }Jij tegen de computer
play-ui-two-players-on-this-device = { " " }Twee spelers op dit apparaat
play-ui-computer-against-computer-watch = { " " }Computer tegen computer (kijken)
play-ui-your-colour = Jouw kleur
play-ui-white-moves-first = { " " }Wit (begint)
play-ui-black = { " " }Zwart
play-ui-computer-level = Computerniveau{ " " }
play-ui-white-s-level = Niveau van Wit{ " " }
play-ui-black-s-level = Niveau van Zwart{ " " }
play-ui-speed = Snelheid{ " " }
play-ui-slow = Langzaam
play-ui-normal = Normaal
play-ui-fast = Snel
play-ui-draw-on-threefold-repetition-house-rule = { " " }Remise bij drievoudige herhaling (huisregel)
play-ui-cancel = Annuleren
play-ui-start = Starten
play-ui-paste-a-game-or-a-position = Plak een partij of een stelling
play-ui-a-game-record-continues-that-game = Een partijnotatie zet die partij voort; een stellingstekst begint er een nieuwe partij mee.
play-ui-paste-field = Partijnotatie of stellingstekst
play-ui-load = Laden
play-ui-keep-my-game = Mijn partij houden
play-ui-replace-it = Vervangen
# $move: de zet tot nu toe (E4-E6-E8)
play-end-move-here = Zet hier beëindigen ({ $move })
# $choose is "klik" of "tik"
play-legend-ring = { " " }Een ring: een landingsveld waar de zet niet kan eindigen (een slag moet doorgaan) – { $choose } erop om sprong voor sprong te gaan. Een galop mag op elk van zijn landingsvelden eindigen, daarom staan daar stippen. Een kruis markeert een stuk dat de zet slaat.
# $choose is "Klik" of "Tik"; daarna volgt de link play-ui-learn-the-rules
play-welcome = { $choose } op een van je stukken om te zien waar het heen kan – nieuw bij Camelot?{ " " }
# Wat er gekopieerd is: "Partijnotatie gekopieerd naar het klembord."
play-what-game-record = Partijnotatie
play-what-position-text = Stellingstekst
play-what-line = Variant
play-ui-sounds-title = Geluiden bij zetten en slaan
