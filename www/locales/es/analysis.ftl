# analysis
# El tablero de análisis (#/analysis): el análisis del motor, la revisión de la partida,
# «Aprende de tus errores» y los veredictos del juego resuelto (Camette).
# Notas para quien traduzca:
# - Las jugadas (F7-F8, C5xC7), los números de jugada escritos con una jugada («12. F7-F8»,
#   «12… F10-F9»), los nombres de casillas y las evaluaciones en cifras (+1.3, -0.4) no se traducen.
# - $side es el nombre de un bando tal como lo traduce app.ftl («las blancas», en minúscula y con verbo en plural);
#   $possessive lo mismo, para «de las blancas»; $color es "white"
#   o "black", para los selectores.
# - $mv es una jugada en notación (F7-F8); $glyph la marca de la revisión tras una jugada (?!, ? o ??).
# - $percent es un porcentaje entero sin el signo (los mensajes añaden el «%»).
# - Los veredictos son los de lichess: imprecisión (?!), error (?), error grave (??).

## La página
analysis-mode = Análisis
analysis-flip-title = Girar el tablero
# El botón que termina una jugada de varios saltos donde el jugador se detuvo; $mv es la jugada.
analysis-end-here = Terminar la jugada aquí ({ $mv })
analysis-line-copied = Línea copiada al portapapeles.
analysis-line-not-copied = El navegador no ha permitido copiar la línea.

## La línea de estado
# $outcome es el resultado en palabras, de core.ftl (con la primera letra en mayúscula).
analysis-status-over = Aquí la partida ha terminado: { $outcome }.
# $when: «tras la 5.ª jugada de las blancas» o «al principio» (app.ftl).
analysis-status-turn = Juegan { $side }, { $when }
# Una jugada que el tablero rechazó; $why es el motivo según las reglas.
analysis-cannot-play = { $mv } no se puede jugar: { $why }.
# Una promoción, un borrado o un comentario que el árbol de jugadas rechazó.
analysis-tree-refused = No se ha podido hacer: { $why }.
analysis-engine-failed = El motor no ha podido hacerlo: { $why }.
# Un clic mientras se comprueba el intento del jugador.
analysis-checking-your-move = Comprobando tu jugada…

## Evaluaciones en palabras
# La forma corta en la barra de evaluación y en los botones de las líneas: un bando ha ganado.
analysis-eval-short-won = Ganan { $side }
# La forma corta de una victoria forzada: «B en 4» (ganan las blancas en 4 jugadas suyas), «N en 2».
analysis-eval-short-win = { $color ->
    [white] B
   *[black] N
} en { $n }
# «+1.3 (las blancas tienen un peón de más)»: $eval es la cifra, $situation las palabras.
analysis-eval-words = { $eval } ({ $situation })
# El material en palabras: «un peón», «dos peones», … (en cifras desde 13).
analysis-men = { $n ->
    [0] ningún peón
    [1] un peón
    [2] dos peones
    [3] tres peones
    [4] cuatro peones
    [5] cinco peones
    [6] seis peones
    [7] siete peones
    [8] ocho peones
    [9] nueve peones
    [10] diez peones
    [11] once peones
    [12] doce peones
   *[other] { $n } peones
}
analysis-knights = { $n ->
    [0] ningún caballero
    [1] un caballero
    [2] dos caballeros
    [3] tres caballeros
    [4] cuatro caballeros
    [5] cinco caballeros
    [6] seis caballeros
    [7] siete caballeros
    [8] ocho caballeros
    [9] nueve caballeros
    [10] diez caballeros
    [11] once caballeros
    [12] doce caballeros
   *[other] { $n } caballeros
}
# «las blancas tienen un peón de más» (siempre entre paréntesis, en minúscula): $pieces es analysis-men o analysis-knights.
analysis-material-up = { $side } tienen { $pieces } de más
analysis-material-up-both = { $side } tienen { $knights } y { $men } de más
# Un bando tiene caballeros a cambio de peones del otro.
analysis-material-for = { $side } tienen { $knights } por { $men }
analysis-level = posición igualada
analysis-placed-slightly = { $side } están ligeramente mejor
analysis-placed-better = { $side } están mejor
analysis-placed-clearly = { $side } están claramente mejor
analysis-placed-winning = { $side } tienen ventaja decisiva
# $material es uno de los mensajes analysis-material-….
analysis-material-made-up = { $material }, pero la posición lo compensa
analysis-material-but-placed = { $material }, pero { $side } están mejor situadas
# $placed es uno de los mensajes analysis-placed-….
analysis-material-and-placed = { $material }; { $placed }
analysis-material-but = { $material }, pero { $placed }
# $words es analysis-eval-words o una victoria forzada.
analysis-evaluation = { $words } · Probabilidad de victoria de las blancas: { $percent }%
analysis-evaluation-solved = { $value } — resuelto · el motor ve { $engine }
analysis-evaluation-solved-same = { $value } — resuelto; el motor también lo ve
# La barra de evaluación, para lectores de pantalla; $eval es la forma corta.
analysis-bar-label = Evaluación { $eval }: probabilidad de victoria de las blancas { $percent }%
analysis-bar-none = Todavía sin evaluación

## El panel del motor
analysis-engine-title = Motor
analysis-engine-stop = Detener
analysis-engine-off = Desactivar
analysis-engine-start = Analizar
analysis-line-move-title = Jugar la línea hasta esta jugada
analysis-hidden = El motor está oculto mientras buscas la jugada.
analysis-nothing = Nada que analizar: aquí la partida ha terminado.
analysis-reviewing = El motor está revisando la partida; el análisis seguirá después.
analysis-starting = Iniciando el motor…
analysis-off = El motor está apagado.
# El número de líneas que muestra el motor.
analysis-lines = { $n ->
    [one] { $n } línea
   *[other] { $n } líneas
}
# Velocidades en nodos por segundo: «1,2 millones» ($millions), «850 mil».
analysis-speed-million = { $millions } millones de
analysis-speed-thousand = { $n } mil
# $lines es analysis-lines; $speed analysis-speed-….
analysis-depth-complete = Profundidad { $depth } · búsqueda completa · { $lines }
analysis-depth-searching = Profundidad { $depth } · { $speed } nodos por segundo · { $lines }
analysis-depth-stopped = Profundidad { $depth } · { $speed } nodos por segundo · { $lines } (motor detenido)

## El veredicto sobre una jugada revisada
# El nombre del veredicto tras su marca: «?? Error grave.» ($glyph es ?!, ? o ??), y un espacio.
analysis-verdict-head = { $glyph } { $verdict ->
    [inaccuracy] Imprecisión
    [mistake] Error
    [blunder] Error grave
   *[good] Buena jugada
}.{ " " }
analysis-verdict-body = { $mv } llevó la probabilidad de victoria de { $possessive } del { $before }% al { $after }%.
# Tras el veredicto (empieza con un espacio).
analysis-better-was = { " " }Era mejor { $mv }.
# Un botón que juega la jugada mejor en lugar de la de la partida.
analysis-play-instead = Jugar { $mv } en su lugar
# Una jugada antes de una jugada marcada; $glyph es la marca de la jugada (?!, ? o ??).
analysis-better-here = En la partida, { $side } jugaron aquí { $mv }{ $glyph }; la jugada mejor, { $better }, está marcada en verde.

## La revisión de la partida
analysis-review-title = Revisión de la partida
analysis-review-stop = Detener la revisión
# Antes de elegir la profundidad (deja el espacio del final).
analysis-review-depth = Profundidad{ " " }
analysis-depth-quick = Rápida
analysis-depth-deep = Profunda
analysis-review-resume = Reanudar la revisión
analysis-review-start = Revisar la partida
analysis-review-empty = La línea principal no tiene jugadas que revisar.
analysis-review-progress = { $done } de { $total } posiciones
analysis-review-complete = La revisión ha terminado.
analysis-accuracy = Precisión
# La precisión de un bando en la tabla del resumen.
analysis-accuracy-value = { $percent }%
analysis-inaccuracies = Imprecisiones
analysis-mistakes = Errores
analysis-blunders = Errores graves
# La gráfica de la revisión: un punto por media jugada.
analysis-chart-label = Probabilidad de victoria de las blancas a lo largo de la partida; elige una media jugada para ir a ella
analysis-chart-ply = Media jugada { $ply }: las blancas, { $percent }%
analysis-chart-ply-unknown = Media jugada { $ply }: aún sin revisar

## Aprende de los errores
analysis-learn-title = Aprende de los errores de { $possessive }
# Tras el último error; $n es cuántos errores hubo.
analysis-learn-done = { $n ->
    [1] Ese era el único error de { $possessive }.
   *[other] Ese era el último error de { $possessive }.
}
# $at es el número del error, $n cuántos hay; $glyph la marca de la jugada (?!, ? o ??).
analysis-learn-prompt = Error { $at } de { $n }: aquí { $side } jugaron { $mv }{ $glyph }. Busca una jugada mejor para { $side }.
analysis-learn-back = Volver a la posición
analysis-learn-solution = Ver la solución
analysis-learn-next = Siguiente error
analysis-learn-finish = Terminar
analysis-learn-stop = Dejar el ejercicio
analysis-learn-checking = Comprobando { $mv }…
analysis-learn-shown = Aquí el motor juega { $mv } (marcada en el tablero).
analysis-learn-none = La revisión no ha encontrado ningún error de { $possessive } del que aprender.
analysis-learn-played = { $mv } es la jugada de la partida. Busca una mejor.
analysis-learn-found = ¡Bien visto! { $mv } también es la elección del motor.
# $mine y $best_percent son porcentajes; $best es la jugada del motor.
analysis-learn-keeps = Bien: { $mv } mantiene la probabilidad de victoria de { $possessive } en el { $mine }% (la jugada del motor, { $best }, la mantiene en el { $best_percent }%).
analysis-learn-loses = Con { $mv }, { $side } se quedan en el { $mine }%, mientras que una jugada mejor mantiene el { $best_percent }%. Prueba otra jugada.

## El juego resuelto (Camette)
analysis-solved-asking = Juego resuelto: buscando la posición…
analysis-solved-unknown = Esta posición no está en la copia del juego resuelto de esta aplicación, que contiene las partidas en las que un bando juega perfectamente desde el principio.
# $got y $total son tamaños en megabytes («2,5»).
analysis-solved-loading = Juego resuelto: descargando… { $got } de { $total } MB
analysis-solved-failed = Juego resuelto no disponible: { $why }
analysis-solved-retry = Reintentar
analysis-solved-review = Resuelto: el valor de cada jugada
analysis-solved-draw = tablas
# Una posición que el archivo del juego resuelto no conoce.
analysis-solved-not-here = sin resolver aquí
# Al principio de una frase.
analysis-solved-draw-cap = Tablas
# «Ganan las blancas en 19 jugadas — resuelto (mejor: B3-B2).»; $value es una victoria o unas tablas.
analysis-solved-verdict = { $value } — resuelto (mejor: { $best }).
analysis-solved-wins = Ganan { $side }
analysis-solved-verdict-keeps = { $value } — resuelto ({ $best } mantiene la victoria).
analysis-solved-verdict-draw = { $value } — resuelto ({ $best } mantiene las tablas).
analysis-solved-verdict-lost = { $value } — resuelto: cualquier jugada pierde.
analysis-solved-full = Ver su resultado exacto: descargar el valor de cada posición ({ $size } MB, se guarda para usar sin conexión)
# Cada jugada de la partida: «3… C5-B6: Ganan las blancas en 21 jugadas»; $mv es la jugada numerada,
# $value eval-wins-in, eval-has-won, analysis-solved-draw o analysis-solved-not-here.
analysis-solved-move = { $mv }: { $value }
analysis-solved-move-win-lost = { $mv }: { $value } — se escapa la victoria
analysis-solved-move-draw-lost = { $mv }: { $value } — la posición era de tablas
analysis-solved-move-hastened = { $mv }: { $value } — perdida antes de lo necesario (la mejor defensa aguanta { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
})

## Qué falla en un enlace de análisis o en el análisis guardado
analysis-link-both = indica a la vez una partida y una posición; se muestra la partida
# $path es la ruta de un nodo (0.0.1).
analysis-link-no-node = la partida no tiene ninguna jugada en el nodo { $path }, así que se muestra su final
analysis-link-bad-node = el nodo `{ $text }` no es una ruta de nodo ({ $why }), así que se muestra el final de la partida
analysis-link-bad-record = no se pudo leer el registro de la partida: { $why }
analysis-link-bad-position = no se pudo leer la posición: { $why }
# $problems: los problemas de arriba, unidos con analysis-link-separator.
analysis-link-problems = El enlace de análisis no se pudo usar del todo: { $problems }.
analysis-link-separator = ;{ " " }
analysis-not-restored = No se pudo restaurar el análisis guardado ({ $why }); se ha sustituido.
