# rules
# La pagina delle regole (#/rules): tutte le regole di Camelot con le parole dell'app, le sue
# varianti e la notazione, con piccoli diagrammi.
# Note per chi traduce:
# - I nomi delle caselle (F7, D13), le colonne e le traverse (dalla A alla L, da 1 a 16) e le mosse
#   (E4-E6-G8-I8, E4xE6xE8) sono uguali in ogni lingua: lasciali come sono.
# - Un argomento $variant è il nome di un gioco come lo dà il suo catalogo (Camelot,
#   Chivalry, River Camelot…).
# - Alcuni paragrafi contengono un link o un pezzo di codice: arrivano come argomenti ($course,
#   $square…), così la frase può metterli dove serve. Le loro parole, se ne hanno, sono messaggi a
#   parte (indicati nel commento).
# - Una voce d'elenco che inizia con un termine in grassetto («Mossa semplice.») è fatta di due
#   messaggi: il termine (…-term) e il testo che lo segue (la pagina mette uno spazio tra i due).

## La pagina
rules-title = Le regole di Camelot
# $course è un link al corso; le sue parole sono rules-intro-course.
rules-intro = Queste sono le regole della World Camelot Federation, come le applica questo programma, spiegate con parole nostre.
    Preferisci imparare giocando? Segui il { $course }.
rules-intro-course = corso sulle regole

## Diagrammi
rules-diagram-error = Non è stato possibile disegnare questo diagramma.
rules-diagram-start = La posizione iniziale.
# Il diagramma di River Camelot: prima della prima mossa ogni colore pianta tre alberi.
rules-diagram-river-start = L'inizio, dopo che ogni colore ha piantato tre alberi.
# $canter è una mossa (E4-E6-G8-I8).
rules-diagram-canter = Un galoppo concatenato che cambia direzione: { $canter }.
# $jumps è una mossa (E4xE6xE8).
rules-diagram-jumps = Una catena di due salti: { $jumps }.
# $charge è una mossa (E4-E6xE8).
rules-diagram-charge = Una carica del cavallo: { $charge }.
# $canter e $step sono mosse (E14-G16, F15-F16).
rules-diagram-castle = Due modi per entrare nel castello del Nero: { $canter } (un galoppo che finisce lì) e { $step }.

## Scacchiera e pezzi
rules-board-heading = Scacchiera e pezzi
rules-board-squares = La scacchiera ha 160 caselle: colonne dalla A alla L, traverse da 1 a 16. Le traverse 1 e 16 hanno solo le due
    caselle F e G: sono i castelli. Le traverse 2 e 15 vanno dalla C alla J, le traverse 3 e 14 dalla B alla K,
    e le traverse da 4 a 13 dalla A alla L.
rules-board-pieces = Il castello del Bianco è F1 e G1, quello del Nero F16 e G16. Ogni giocatore inizia con quattro cavalli e dieci
    pedine al centro della scacchiera. Il Bianco muove per primo; poi i giocatori si alternano, una mossa a testa.

## I quattro tipi di mossa
rules-moves-heading = I quattro tipi di mossa
rules-move-plain-term = Mossa semplice.
rules-move-plain = Un passo su una casella vicina vuota, in una qualsiasi delle otto direzioni.
rules-move-canter-term = Galoppo.
rules-move-canter = Un balzo che scavalca uno dei tuoi pezzi accanto al tuo, in linea retta, fino alla casella vuota subito
    dopo. I galoppi si possono concatenare e possono cambiare direzione tra un balzo e l'altro; il pezzo può fermarsi dopo
    qualsiasi balzo. Nessuno è mai obbligato a galoppare. I pezzi scavalcati restano dove sono.
rules-move-jump-term = Salto.
rules-move-jump = Un balzo che scavalca un pezzo nemico accanto al tuo, fino alla casella vuota subito dopo. Il pezzo nemico è
    catturato e tolto subito. Dopo un salto, il pezzo deve continuare a saltare finché può, in qualsiasi direzione; quando
    sono possibili più catene, se ne può scegliere una qualsiasi, non per forza la più lunga.
rules-move-charge-term = Carica del cavallo.
rules-move-charge = Solo per i cavalli: uno o più galoppi seguiti da uno o più salti, in quest'ordine, in una sola mossa.

## Obblighi
rules-duties-heading = Obblighi
rules-duty-capture-term = La cattura è obbligatoria.
rules-duty-capture = Se uno qualsiasi dei tuoi pezzi può saltare, la tua mossa deve catturare: una catena di salti di un pezzo
    qualsiasi, o una carica del cavallo di un cavallo qualsiasi (che può catturare un pezzo diverso).
rules-duty-knight-term = L'obbligo del cavallo.
rules-duty-knight = Un cavallo il cui galoppo atterra su una casella da cui potrebbe saltare deve catturare nella stessa
    mossa, da lì oppure galoppando oltre e catturando più avanti. Vale anche se all'inizio del turno non era possibile
    nessuna cattura. Le pedine non hanno quest'obbligo.

## Castelli
rules-castles-heading = Castelli
rules-castle-own-term = Il tuo castello.
rules-castle-own = Nessuna mossa semplice né galoppo può entrarci; solo un salto (o i salti di una carica) può atterrarci, e il
    pezzo deve poi uscirne saltando, se può.
rules-castle-leave-term = Uscirne.
rules-castle-leave = Un pezzo che ha finito la mossa nel proprio castello deve uscirne al turno successivo del suo giocatore, e
    quella mossa deve farla proprio quel pezzo, qualunque cattura sia possibile altrove. Se può uscire saltando, deve farlo;
    altrimenti esce con un passo o con un galoppo.
rules-castle-enemy-term = Il castello avversario.
rules-castle-enemy = Un pezzo che ci entra non ne esce più. Qualsiasi mossa finisce appena il pezzo vi atterra. Dentro, la sua
    unica mossa è la mossa di castello, un passo sull'altra casella del castello; ogni giocatore può fare al massimo due mosse
    di castello per partita, e mai mentre una cattura è obbligatoria.

## Fine della partita (un elenco numerato: rules-choice-no-move-in-castle rimanda alla sua 4ª voce)
rules-end-heading = Fine della partita
rules-end-intro = Si controlla dopo ogni mossa:
rules-end-castle = Vince il giocatore che ha due pezzi nel castello avversario.
rules-end-material = Se entrambi i giocatori hanno al massimo un pezzo, la partita è patta.
rules-end-captured = Vince il giocatore che ha catturato tutti i pezzi nemici tenendone almeno due.
rules-end-no-move = Il giocatore che deve muovere e non ha mosse legali perde, se l'avversario ha due o più pezzi.

## Dove il testo ufficiale tace
rules-choices-heading = Dove il testo ufficiale tace: le nostre scelte
rules-choice-revisit = Un galoppo non può atterrare su una casella già visitata nella stessa mossa, compresa quella di partenza.
    (Una catena di salti può farlo, perché i pezzi che ha catturato non ci sono più.)
rules-choice-paths = Una mossa è tutto il suo percorso: due percorsi verso la stessa casella sono due mosse diverse.
# «la regola 4 qui sopra» è la 4ª voce dell'elenco sotto «Fine della partita» (rules-end-no-move).
rules-choice-no-move-in-castle = Se il pezzo che deve uscire dal proprio castello non ha mosse legali, il suo giocatore non ha mosse
    legali, e si applica la regola 4 qui sopra.
rules-choice-knight-duty = L'obbligo del cavallo è soddisfatto da qualsiasi cattura più avanti nella stessa mossa, anche dello
    stesso pezzo nemico da un'altra casella.
rules-choice-no-move-draw = Un giocatore senza mosse legali il cui avversario ha meno di due pezzi: la partita è patta.
rules-choice-repetition = Regola della casa, attiva per impostazione predefinita: la terza volta che si presenta la stessa posizione, con lo stesso
    giocatore al tratto e le stesse mosse di castello usate, la partita è patta. Le regole ufficiali non prevedono questa regola.

## Notazione
rules-notation-heading = Notazione
# $square è il nome di una casella (F7); $step e $jump sono i segni «-» e «x» della notazione,
# ciascuno mostrato come codice.
rules-notation-intro = Le caselle si scrivono come { $square }. Una mossa elenca la casella di partenza e ogni casella d'arrivo, con
    { $step } prima di un arrivo con un passo o un galoppo e { $jump } prima di un arrivo con un salto:
# La tabella di esempi: ognuno descrive la mossa accanto (C8-D9, E6-C8-A8, H4xJ4xL6,
# F6-F8-H8xH10xJ12, F16-G16).
rules-notation-plain = una mossa semplice
rules-notation-canter = un galoppo di due balzi
rules-notation-jumps = due salti, che catturano due pezzi
rules-notation-charge = una carica del cavallo: due galoppi, poi due salti
rules-notation-castle = una mossa di castello
# $record sono le mosse di una partita (1. F7-F8 F10-F9 2. E7-E8) e $tag una riga d'intestazione
# ([White "Player"]), ciascuno mostrato come codice, come li contiene un file di partita.
rules-notation-records = La notazione di una partita elenca le mosse numerate, come { $record }, dopo righe d'intestazione come { $tag }.

## La famiglia di Camelot (una sezione per variante)
rules-variants-heading = La famiglia di Camelot
rules-variants-intro = Le stesse mosse su altre scacchiere, o con altri obiettivi. Tutto ciò che non è indicato per un gioco è come
    in Camelot. Puoi avviarne uno da Nuova partita nella pagina di gioco.
# La descrizione di una variante in una riga: $variant è il suo nome, $summary la sua descrizione (dal
# catalogo delle varianti).
rules-variant-summary = { $variant }: { $summary }.
# Il pulsante che avvia una partita della variante.
rules-variant-play = Gioca a { $variant }

# Ciò che cambia rispetto a Camelot, una voce d'elenco ciascuno.
rules-chivalry-board = La scacchiera ha 176 caselle: colonne dalla A alla N. Le traverse 1 e 16 sono i castelli G e H; le traverse
    2 e 15 vanno dalla D alla K, 3 e 14 dalla C alla L, 4 e 13 dalla B alla M, e le traverse da 5 a 12 dalla A alla N.
rules-chivalry-pieces = Ogni colore ha 8 cavalli e 12 pedine, sulle traverse 6 e 7 per il Bianco e 10 e 11 per il Nero.
rules-chivalry-rules = Tutte le regole sono quelle di Camelot.

rules-cam-board = La scacchiera ha 67 caselle, colonne dalla A alla G e traverse da 1 a 13; ogni castello è una sola casella, D1 e D13.
rules-cam-pieces = Ogni colore ha 2 cavalli e 5 pedine.
rules-cam-castle = Un solo pezzo nel castello avversario vince subito; non ci sono mosse di castello.
rules-cam-capture = Catturare tutti i pezzi nemici fa vincere, anche se resta un solo pezzo; con un pezzo contro uno si continua a giocare.
rules-cam-no-move = Il giocatore che non ha mosse legali perde.

rules-camette-board = La scacchiera più piccola: 23 caselle, colonne dalla A alla E e traverse da 1 a 7; i castelli sono C1 e C7.
rules-camette-pieces = Ogni colore ha 1 cavallo e 3 pedine.
rules-camette-rules = Le regole sono quelle di Cam: un pezzo nel castello avversario vince, niente mosse di castello, catturare tutti
    i pezzi nemici fa vincere, niente patta per materiale insufficiente, e chi non ha mosse legali perde.

rules-all-knighter-pieces = Camelot in cui ogni pezzo è un cavallo: tutti i 14 pezzi di ogni colore possono caricare, e ognuno ha l'obbligo del cavallo.

# D7–D8 e I9–I10 sono i due ponti, di due caselle ciascuno.
rules-river-river = Un fiume di 28 caselle attraversa la scacchiera di Camelot. Nessun pezzo può entrare in una casella del fiume o
    scavalcarla; i suoi due ponti, D7–D8 e I9–I10 (due caselle ciascuno), sono caselle normali.
rules-river-start = I pezzi partono due traverse più vicini al proprio castello.
# C3,F6,K5 è il modo di scrivere una mossa che pianta tre alberi.
rules-river-trees = Prima della prima mossa ogni giocatore pianta tre alberi su caselle da albero della propria metà, prima il Bianco,
    con una sola mossa ciascuno (scritta C3,F6,K5). Un albero blocca come il fiume: niente ci atterra sopra né lo scavalca.

rules-anti-goals = La scacchiera, i pezzi e le mosse di Camelot, con gli obiettivi rovesciati.
rules-anti-win = Un giocatore vince quando al suo turno non ha mosse legali, o quando l'avversario porta un pezzo nel suo castello.
rules-anti-capture = La cattura resta obbligatoria, quindi un salto forzato può portare un pezzo nel castello avversario, e far perdere.
rules-anti-rules = Non ci sono mosse di castello né patta per materiale insufficiente, e catturare tutti i pezzi nemici non fa vincere.

## I link in fondo alla pagina
rules-play-game = Gioca una partita
rules-take-course = Segui il corso
