# Camelot: palabras que comparten todas las páginas (la cabecera, los bandos, los recuentos, las listas).
# Notas para quien traduzca:
# - Los nombres de casillas (C3, H11), las jugadas (C3-D2, F7xF9) y el texto de posición no se traducen.
# - $side es el nombre del bando tal como se traduce abajo («las blancas», con artículo y en minúscula:
#   nunca al principio de una frase); $color es "white" o "black" para los selectores.
# - $ordinal es un número de jugada escrito como ordinal (5.ª: «jugada» es femenino).
#
# Glosario (un término por concepto en todos los archivos):
# - White / Black: las blancas / las negras (con artículo, en minúscula y con el verbo en plural:
#   «juegan las blancas», «ganan las negras», «las blancas están mejor»; al principio de una frase,
#   «Las blancas…», o mejor el verbo delante: «Ganan las blancas»)
# - man / men: peón / peones
# - knight: caballero (no «caballo»: la pieza lleva corona)
# - piece: pieza
# - castle: castillo
# - plain move: movimiento simple (un paso)
# - canter: galope (galopar)
# - jump: salto (saltar)
# - leap (cada paso por encima de una pieza, en un galope o un salto): brinco (brincar sobre)
# - landing (casilla donde cae un brinco): casilla de llegada
# - knight's charge: carga del caballero; knight's duty: obligación del caballero
# - capture: captura (capturar)
# - castle move: movimiento de castillo
# - move (el turno de un jugador): jugada
# - draw: tablas
# - resign: abandonar
# - line / main line / side line: línea / línea principal / línea secundaria
# - variant (Cam, Camette…): variante
# - hint: pista
# - level: nivel
# - puzzle: problema
# - rating: puntuación
# - streak: racha
# - theme: tema; quiet move: jugada tranquila
# - board: tablero; square: casilla; opponent: rival
# - click / tap: pulsar / tocar (en el curso, «pulsa» sirve para ratón y pantalla táctil)
# - Se trata al jugador de tú.

-game-name = Camelot

# El nombre del sitio en la cabecera (el nombre del juego; se mantiene salvo que el idioma lo escriba de otro modo).
app-name = { -game-name }

## La cabecera
language-label = Idioma
nav-pages = Páginas
nav-play = Jugar
nav-learn = Aprender
nav-puzzles = Problemas
nav-rules = Reglas
nav-analysis = Análisis
nav-editor = Editor

## Bandos
side-white = las blancas
side-black = las negras
# Para «tras la 5.ª jugada de las blancas».
side-white-possessive = las blancas
side-black-possessive = las negras

## Recuentos
count-moves = { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}
count-men = { $n ->
    [one] { $n } peón
   *[other] { $n } peones
}
count-knights = { $n ->
    [one] { $n } caballero
   *[other] { $n } caballeros
}
game-length-none = ninguna jugada
at-the-start = al principio
before-the-first-move = antes de la primera jugada
# «tras la 5.ª jugada de las blancas»
after-move = tras la { $ordinal } jugada de { $possessive }

## Listas: «C2, D2 y I2», «E4, K4 o L5»
list-and = { $rest } y { $last }
list-or = { $rest } o { $last }
list-separator = ,{ " " }

## El verbo para elegir una casilla
choose-touch = toca
choose-click = pulsa
choose-touch-cap = Toca
choose-click-cap = Pulsa

## Botones de copiar
copy = Copiar
copy-done = Copiado
copy-failed = No se pudo copiar: selecciona el texto y cópialo

## Avisos
notice-dismiss = Cerrar

## Stored data that cannot be read back
storage-unreadable = ilegible en la línea { $line }, columna { $column }
storage-other-version = de otra versión ({ $version })
storage-bad-record = registro de la partida no válido ({ $why })

## Un archivo del sitio que no se pudo obtener (un paquete de problemas): $status es el estado HTTP (404).
fetch-no-connection = no hay conexión con el sitio
fetch-status = el sitio respondió { $status }
fetch-unreadable = no se pudo leer la respuesta

## Por qué el ordenador no pudo responder (una oración en minúscula, dentro de la frase de una página)
engine-failure-bad-start = posición inicial no válida
engine-failure-bad-move = jugada no válida { $move_text }
engine-failure-damaged = el juego resuelto está dañado
engine-failure-wrong-game = el juego resuelto es de { $variant }, no de { $solved }
engine-failure-no-connection = no se pudo descargar el juego resuelto: no hay conexión
engine-failure-not-downloaded = no se pudo descargar el juego resuelto
engine-failure-status = no se pudo descargar el juego resuelto: el sitio respondió { $status }
engine-failure-empty-answer = no se pudo descargar el juego resuelto: una respuesta vacía
engine-failure-broke-off = la descarga del juego resuelto se interrumpió
engine-failure-too-large = el juego resuelto es más grande de lo que puede ser
engine-failure-no-decompression = este navegador no puede descomprimir el juego resuelto
engine-failure-not-started = no se pudo iniciar el motor
engine-failure-stopped = el motor se detuvo
engine-failure-stopped-detail = el motor se detuvo ({ $detail })
engine-failure-not-accepted = el motor no aceptó la petición

# Las evaluaciones del motor, en la línea de reflexión de la partida y el tablero de análisis.
eval-has-won = Han ganado { $side }
# Una victoria forzada en $n jugadas del ganador.
eval-wins-in = { $n ->
    [one] Ganan { $side } en { $n } jugada
   *[other] Ganan { $side } en { $n } jugadas
}
