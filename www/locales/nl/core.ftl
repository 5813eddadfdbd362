# Camelot: de woorden van de regel-crate (crates/camelot-core), zoals de app ze toont: de namen
# van de spellen, hoe een partij eindigde, en wat er mis is met een zet, een stellingstekst of
# een partijnotatie. De opmaak staat in crates/camelot-web/src/app/core_words.rs.
# Notities voor vertalers:
# - Veldnamen (C3, H11), zetten (C3-D2, F7xF9), stellingstekst, de letters K M k m T w b en
#   de voorbeeldteksten (F7-F8, C2,D2,I2, 0.0.1, [Name "Value"]) blijven zoals ze zijn.
# - Tekst tussen `backquotes` is wat de persoon schreef; de app kan er gewone aanhalingstekens
#   van maken. Laat ze om dezelfde woorden staan.
# - $side, $winner, $loser zijn de naam van een kleur zoals vertaald in app.ftl ("Wit"); $color,
#   $winner_color, $loser_color zijn "white" of "black" voor selectors.
# - $line, $column, $step, $rank en $number zijn posities, geschreven als gewone cijfers; $count,
#   $max, $trees, $found en $expected zijn aantallen (kies er meervoudsvormen op waar nodig).
# - De meeste meldingen beginnen met een kleine letter: de app zet ze in haar eigen zinnen.
#   De namen van de spellen blijven Engels.

## De spellen van de familie (titels) en wat er anders is dan bij Camelot (samenvattingen)
core-variant-camelot = Camelot
core-variant-chivalry = Chivalry
core-variant-cam = Cam
core-variant-camette = Camette
core-variant-all-knighter = All Knighter
core-variant-river = River Camelot
core-variant-anti = Anti-Camelot
core-summary-camelot = de regels van de World Camelot Federation
core-summary-chivalry = het origineel van Parker uit 1887: een breder bord van 176 velden, 8 ridders en 12 pionnen per kant
core-summary-cam = een klein bord van 67 velden, 7 stukken per kant: één stuk in het kasteel van de tegenstander wint
core-summary-camette = het kleinste bord, 23 velden, 4 stukken per kant: één stuk in het kasteel van de tegenstander wint
core-summary-all-knighter = Camelot waarin elk stuk een ridder is
core-summary-river = een rivier met twee bruggen loopt over het bord; elke kant plant eerst drie bomen
core-summary-anti = de doelen omgekeerd: je wint als je geen reglementaire zet hebt of als de tegenstander je kasteel binnengaat

## Stukken
core-role-man = pion
core-role-knight = ridder
core-piece-white-man = witte pion
core-piece-white-knight = witte ridder
core-piece-black-man = zwarte pion
core-piece-black-knight = zwarte ridder

## Hoe een partij eindigde: "Wit wint (Wit heeft twee stukken in het kasteel van Zwart)"
core-headline-white = Wit wint
core-headline-black = Zwart wint
core-headline-draw = remise
# $headline is een van de drie hierboven, $reason een van de redenen hieronder.
core-outcome = { $headline } ({ $reason })
core-reason-castle-occupied = { $winner } heeft twee stukken in het kasteel van { $loser }
core-reason-all-captured = { $winner } heeft alle stukken van { $loser } geslagen
core-reason-no-legal-move = { $loser } heeft geen reglementaire zet
# Een remise: de speler aan zet zit vast, maar de tegenstander heeft nog maar één stuk.
core-reason-no-legal-move-draw = de speler aan zet heeft geen reglementaire zet en de tegenstander heeft minder dan twee stukken
core-reason-both-reduced = beide spelers hebben hoogstens één stuk
core-reason-repetition = dezelfde stelling is drie keer voorgekomen
core-reason-resignation = { $loser } heeft opgegeven
# Staat ook na "Remise:", daarom zonder het woord "remise".
core-reason-agreement = in onderling overleg
# Cam en Camette: één stuk in het kasteel van de tegenstander wint.
core-reason-castle-entered = { $winner } heeft een stuk in het kasteel van { $loser }
# Anti-Camelot: wie het kasteel van de tegenstander binnengaat, verliest.
core-reason-anti-castle-entered = { $loser } heeft een stuk in het kasteel van { $winner } gezet
core-reason-anti-no-legal-move = { $winner } heeft geen reglementaire zet

## Zetten en knopen van een partij: "zet 6 (Zwart)", "knoop 12"
core-move-number = zet { $number } ({ $side })
core-node = knoop { $number }

## Veldnamen en namen van spelvarianten
core-square-syntax = `{ $text }` is geen veldnaam (een lijnletter A-L en een rijnummer 1-16, zoals F7)
core-square-off-board = `{ $text }` is geen veld van het bord
# $names zijn de namen van de spelvarianten zoals ze in links en stellingstekst staan (camelot, cam, …).
core-variant-unknown = onbekende spelvariant `{ $text }`: bekend zijn { $names }

## Zettekst die niet te lezen is
core-move-empty = lege zet
core-move-expected-square = veldnaam verwacht in kolom { $column }
core-move-bad-square = `{ $text }` in kolom { $column } is geen veld van het bord
core-move-bad-separator = onverwachte `{ $character }` in kolom { $column }: velden worden gescheiden door `-` of `x`
core-move-no-destination = een zet heeft minstens twee velden nodig, zoals F7-F8
core-move-too-long = te veel sprongen voor één zet
core-move-mixed-placement = een boomplaatsing bestaat alleen uit velden gescheiden door komma's, zoals C2,D2,I2

## Zetten die niet reglementair zijn. $move_text is de zet zoals geschreven; $moves een lijst van zetten.
# $outcome is core-outcome.
core-illegal-game-over = de partij is afgelopen: { $outcome }
core-illegal-no-piece = er staat geen stuk op { $square }
core-illegal-not-your-piece = het stuk op { $square } is niet van { $color ->
    [white] Wit
   *[black] Zwart
}: { $side } is aan zet
core-illegal-must-leave-castle = het stuk op { $square } moet deze beurt zijn eigen kasteel verlaten
core-illegal-capture-required = { $move_text } is niet toegestaan: er geldt slagplicht ({ $moves })
core-illegal-piece-stuck = { $move_text } is niet reglementair: dat stuk heeft geen reglementaire zet
core-illegal-no-such-move = { $move_text } is niet reglementair; dat stuk kan { $moves } spelen
core-illegal-ambiguous = { $move_text } is dubbelzinnig: schrijf het hele pad, een van { $moves }
# $variant is de titel van een spel (core-variant-…).
core-illegal-not-on-board = { $square } is geen veld van het bord van { $variant }
core-illegal-not-placing = { $move_text } plant bomen, maar er worden nu geen bomen geplant
core-illegal-bad-placement-square = { $move_text } is geen boomplaatsing van { $color ->
    [white] Wit
   *[black] Zwart
}: { $color ->
    [white] Wit
   *[black] Zwart
} mag geen boom op { $square } planten
core-illegal-bad-placement = { $move_text } is geen boomplaatsing: { $color ->
    [white] Wit
   *[black] Zwart
} plant { $trees ->
    [one] { $trees } boom
   *[other] { $trees } bomen, op verschillende velden
}, geschreven zoals C2,D2,I2

## Partijnotaties. Een fout: "regel 3, kolom 12: zet 2 (Wit): …"
# $message is een van de meldingen over de notatie hieronder (of een andere fout uit dit bestand).
core-record-error = regel { $line }, kolom { $column }: { $message }
# $move_number is core-move-number.
core-record-error-at-move = regel { $line }, kolom { $column }: { $move_number }: { $message }
core-record-bad-tag = ongeldige tag `{ $tag }`: tags zien eruit als [Name "Value"]
# "Position" en "Variant" zijn de namen van de tags, zo geschreven in notaties.
core-record-bad-position = ongeldige Position-tag: { $error }
core-record-bad-variant = ongeldige Variant-tag: { $error }
# $error is core-illegal-game-over (de partij is afgelopen: …).
core-record-cannot-play = { $move_text } kan niet gespeeld worden: { $error }
# $squares is een lijst van velden, of core-record-none.
core-record-not-yours = er staat geen stuk van jou op { $square }; stukken die kunnen bewegen: { $squares }
# $moves is een lijst van velden of zetten, of core-record-none.
core-record-must-leave-castle = { $move_text } is geen reglementaire zet – het stuk op { $square } moet deze beurt zijn eigen kasteel verlaten; { $square } kan naar: { $moves }
core-record-capture-required = { $move_text } is geen reglementaire zet – er geldt slagplicht; stukken die kunnen slaan: { $squares }
core-record-capture-required-piece = { $move_text } is geen reglementaire zet – er geldt slagplicht; { $square } kan slaan: { $moves }
core-record-no-such-move = { $move_text } is geen reglementaire zet – { $square } kan naar: { $moves }
core-record-piece-stuck = { $move_text } is geen reglementaire zet – het stuk op { $square } heeft geen reglementaire zet; stukken die kunnen bewegen: { $squares }
# Een lege lijst van velden of zetten.
core-record-none = geen
core-record-unterminated-comment = commentaar `{ "{" }` wordt nooit gesloten
# $written en $expected zijn zetnummers zoals notaties ze schrijven (6. of 6...).
core-record-wrong-move-number = zetnummer { $written } moet { $expected } zijn
core-record-after-result = onverwachte `{ $text }` na de uitslag
core-record-unclosed-variation = variant `(` wordt nooit gesloten met `)`
core-record-unopened-variation = `)` sluit geen variant: er staat geen `(` open
core-record-variation-at-start = een variant `(` moet volgen op de zet die hij vervangt, en hier gaat er geen zet aan vooraf
core-record-empty-variation = lege variant: een variant heeft minstens één zet nodig
core-record-result-in-variation = de uitslag `{ $text }` kan niet binnen een variant staan: ontbreekt er een `)` voor?

## Knooppaden in links (0.0.1) en de partijboom
core-path-empty-step = stap { $step } van het knooppad is leeg: paden zien eruit als 0.0.1
core-path-not-a-number = stap { $step } van het knooppad, `{ $text }`, is geen getal: paden zien eruit als 0.0.1
core-path-too-large = stap { $step } van het knooppad, { $text }, is te groot
# $node is core-node.
core-tree-unknown-node = er is geen { $node } in deze partijboom
core-tree-delete-root = de beginstelling kan niet verwijderd worden, alleen zetten

## Stellingstekst die niet te lezen is
core-setup-empty = lege stellingstekst
core-setup-missing-placement = in de stellingstekst ontbreekt de opstelling
core-setup-missing-side = in de stellingstekst ontbreekt de kleur aan zet
core-setup-missing-castle-moves = in de stellingstekst ontbreekt het aantal kasteelzetten van { $color ->
    [white] Wit
   *[black] Zwart
}
core-setup-trailing-text = onverwachte tekst na het zetnummer in kolom { $column }
core-setup-unknown-variant = `{ $text }` in kolom { $column } is geen naam van een spelvariant en ook geen rij
# $found en $expected zijn titels van spellen (core-variant-…).
core-setup-wrong-variant = de stelling is van { $found }, niet van { $expected }
core-setup-rank-count = de stellingstekst heeft { $found ->
    [one] { $found } rij
   *[other] { $found } rijen gescheiden door `/`
}, verwacht: { $expected }
core-setup-rank-width = rij { $rank } (kolom { $column }) beschrijft { $found ->
    [one] { $found } veld
   *[other] { $found } velden
}, verwacht: { $expected }
core-setup-bad-char = onverwacht teken `{ $character }` in kolom { $column } (stukken zijn K, M, k, m, bomen T; cijfers tellen lege velden)
core-setup-bad-empty-count = aantal lege velden `{ $text }` in kolom { $column } moet tussen 1 en { $max } liggen
core-setup-bad-side = kleur aan zet `{ $text }` in kolom { $column } moet `w` of `b` zijn
core-setup-bad-castle-moves = aantal kasteelzetten van { $color ->
    [white] Wit
   *[black] Zwart
} `{ $text }` in kolom { $column } moet 0, 1 of 2 zijn
core-setup-bad-move-number = zetnummer `{ $text }` in kolom { $column } moet een geheel getal vanaf 1 zijn

## Stellingen die niet gespeeld kunnen worden
# $first en $second zijn de velden van het kasteel.
core-position-two-in-own-castle = twee { $color ->
    [white] witte
   *[black] zwarte
} stukken in het eigen kasteel van { $side } ({ $first }, { $second })
core-position-too-many-pieces = { $side } heeft { $count } stukken; een kant heeft er hoogstens { $max }
core-position-off-board = er staat een stuk op { $square }, dat geen veld van dit bord is
core-position-tree-square = op { $square } staat een boom, waar geen boom geplant mag worden
core-position-tree-count = { $color ->
    [white] Wit
   *[black] Zwart
} heeft { $count ->
    [one] { $count } boom
   *[other] { $count } bomen
} geplant; een kant plant er geen of alle { $trees }
core-position-tree-order = de bomen staan niet in de juiste beurtvolgorde: eerst plant Wit, dan Zwart, dan doet Wit de eerste zet
