<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
  <context>
    <name>AboutDialog</name>
    <message>
      <source>About Smash Up</source>
      <translation>À propos de Smash Up</translation>
    </message>
    <message>
      <source>Smash Up — desktop edition, version {version}</source>
      <translation>Smash Up — version pour ordinateur, version {version}</translation>
    </message>
    <message>
      <source>Smash Up is a game by Paul Peterson, published by Alderac Entertainment Group (AEG); French edition by IELLO. Smash Up and its card and faction names are trademarks of AEG. This program is an unofficial fan implementation: its card art, card texts and interface are its own, and it contains no scan of any printed card. It uses the components below, under their licences.</source>
      <translation>Smash Up est un jeu de Paul Peterson, édité par Alderac Entertainment Group (AEG) ; édition française par IELLO. Smash Up ainsi que les noms de ses cartes et de ses Factions sont des marques d'AEG. Ce programme est une adaptation non officielle réalisée par des fans : ses illustrations, ses textes de cartes et son interface sont les siens, et il ne contient aucune reproduction de carte imprimée. Il utilise les composants ci-dessous, sous leurs licences.</translation>
    </message>
  </context>
  <context>
    <name>Answering</name>
    <message>
      <source>Nothing of yours can be played now: pass.</source>
      <translation>Vous n'avez rien à jouer maintenant : passez.</translation>
    </message>
  </context>
  <context>
    <name>Autosave</name>
    <message>
      <source>another copy of Smash Up saved its game there since</source>
      <translation>une autre copie de Smash Up y a enregistré sa partie depuis</translation>
    </message>
    <message>
      <source>Autosave failed: {error}</source>
      <translation>Échec de l'enregistrement automatique : {error}</translation>
    </message>
  </context>
  <context>
    <name>Cover</name>
    <message>
      <source>{name}, your turn to decide</source>
      <translation>{name}, à vous de décider</translation>
    </message>
    <message>
      <source>Hands are hidden. Pass the screen to {name}.</source>
      <translation>Les mains sont cachées. Passez l'écran à {name}.</translation>
    </message>
    <message>
      <source>I'm ready</source>
      <translation>C'est parti !</translation>
    </message>
  </context>
  <context>
    <name>FileOpen</name>
    <message>
      <source>Leave the game in progress? It is lost unless you saved it.</source>
      <translation>Quitter la partie en cours ? Elle sera perdue si vous ne l'avez pas enregistrée.</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Ouvrir une partie</translation>
    </message>
    <message>
      <source>An unfinished game between {names} was saved in round {round}. Open {file} instead? The unfinished game is lost unless you saved it.</source>
      <translation>Une partie inachevée entre {names} a été enregistrée à la manche {round}. Ouvrir {file} à la place ? La partie inachevée sera perdue si vous ne l'avez pas enregistrée.</translation>
    </message>
    <message>
      <source>Saved by an earlier version</source>
      <translation>Enregistrée par une version antérieure</translation>
    </message>
    <message>
      <source>{file} was made by an earlier version of Smash Up, in the middle of a move this version can't finish ({reason}). Load the position at the start of that move instead?</source>
      <translation>{file} a été faite par une version antérieure de Smash Up, au milieu d'un coup que cette version ne peut pas terminer ({reason}). Charger plutôt la position au début de ce coup ?</translation>
    </message>
    <message>
      <source>Unsaved game</source>
      <translation>Partie non enregistrée</translation>
    </message>
    <message>
      <source>The game could not be autosaved ({error}): the moves since are in no file. Save the game somewhere else before closing?</source>
      <translation>La partie n'a pas pu être enregistrée automatiquement ({error}) : les coups joués depuis ne sont dans aucun fichier. Enregistrer la partie ailleurs avant de fermer ?</translation>
    </message>
    <message>
      <source>Smash Up is already running: its window was brought forward.</source>
      <translation>Smash Up est déjà lancé : sa fenêtre a été mise au premier plan.</translation>
    </message>
    <message>
      <source>Smash Up is already running on this computer's data folder, but does not answer. Close it, then start Smash Up again.</source>
      <translation>Smash Up est déjà lancé sur le dossier de données de cet ordinateur, mais ne répond pas. Fermez-le, puis relancez Smash Up.</translation>
    </message>
  </context>
  <context>
    <name>FinishedGamesDialog</name>
    <message>
      <source>Replay</source>
      <translation>Revoir une partie</translation>
    </message>
    <message>
      <source>Finished games (the last {n} are kept):</source>
      <translation>Parties terminées (les {n} dernières sont gardées) :</translation>
    </message>
    <message>
      <source>No finished game yet</source>
      <translation>Aucune partie terminée pour l’instant</translation>
    </message>
    <message>
      <source>Open a file…</source>
      <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
      <source>Replay a game</source>
      <translation>Revoir une partie</translation>
    </message>
    <message>
      <source>Smash Up games (*{ext});;All files (*)</source>
      <translation>Parties Smash Up (*{ext});;Tous les fichiers (*)</translation>
    </message>
  </context>
  <context>
    <name>Following</name>
    <message>
      <source>+1 play: {card}</source>
      <translation>+1 carte à jouer : {card}</translation>
    </message>
    <message>
      <source>+1 extra action</source>
      <translation>+1 Action supplémentaire</translation>
    </message>
    <message>
      <source>+1 extra character</source>
      <translation>+1 Personnage supplémentaire</translation>
    </message>
    <message>
      <source>+1 extra minion</source>
      <translation>+1 Créature supplémentaire</translation>
    </message>
    <message>
      <source> of power {n} or less</source>
      <translation> de Force {n} ou moins</translation>
    </message>
    <message>
      <source> on {base}</source>
      <translation> sur {base}</translation>
    </message>
    <message>
      <source> from your discard pile</source>
      <translation> depuis votre défausse</translation>
    </message>
    <message>
      <source> ({card})</source>
      <translation> ({card})</translation>
    </message>
    <message>
      <source>1 character</source>
      <translation>1 Personnage</translation>
    </message>
    <message>
      <source>{n} characters</source>
      <translation>{n} Personnages</translation>
    </message>
    <message>
      <source>1 minion</source>
      <translation>1 Créature</translation>
    </message>
    <message>
      <source>{n} minions</source>
      <translation>{n} Créatures</translation>
    </message>
    <message>
      <source>1 action</source>
      <translation>1 Action</translation>
    </message>
    <message>
      <source>{n} actions</source>
      <translation>{n} Actions</translation>
    </message>
    <message>
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <source>Plays left: {plays}</source>
      <translation>Cartes à jouer : {plays}</translation>
    </message>
  </context>
  <context>
    <name>FzzztOverDialog</name>
    <message>
      <source>{names} share the victory!</source>
      <translation>{names} se partagent la victoire !</translation>
    </message>
    <message>
      <source>Tied on {vp} VP: fewer Robots wins the tie.</source>
      <translation>Égalité à {vp} PV : celui qui a le moins de cartes Robot l'emporte.</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Rang</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <source>Robots</source>
      <translation>Robots</translation>
    </message>
    <message>
      <source>Fzzzt</source>
      <translation>Fzzzt</translation>
    </message>
    <message>
      <source>Gadgets</source>
      <translation>Gadgets</translation>
    </message>
    <message>
      <source>Missing gadgets</source>
      <translation>Gadgets manquants</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>Robot cards</source>
      <translation>Cartes Robot</translation>
    </message>
    <message>
      <source>{place}= (tie)</source>
      <translation>{place} (ex-æquo)</translation>
    </message>
  </context>
  <context>
    <name>FzzztTable</name>
    <message>
      <source>Game log</source>
      <translation>Journal de la partie</translation>
    </message>
    <message>
      <source>Undo my move (Ctrl+Z)</source>
      <translation>Annuler mon coup (Ctrl+Z)</translation>
    </message>
    <message>
      <source>A game of FZZZT! for {n} players begins.</source>
      <translation>Une partie de FZZZT ! à {n} joueurs commence.</translation>
    </message>
    <message>
      <source>{name} takes back a move.</source>
      <translation>{name} reprend un coup.</translation>
    </message>
    <message>
      <source>Round {n} of {total}: new hands, a new conveyor.</source>
      <translation>Tour d'Enchères {n} sur {total} : nouvelles Mains, nouvelle Chaîne.</translation>
    </message>
    <message>
      <source>{name} seals a bid.</source>
      <translation>{name} pose son Enchère face cachée.</translation>
    </message>
    <message>
      <source>{name} wins {card} with a bid of {value}.</source>
      <translation>{name} remporte {card} avec une Enchère de {value}.</translation>
    </message>
    <message>
      <source>{name} becomes the Chief Mechanic.</source>
      <translation>{name} devient Chef Mécanicien.</translation>
    </message>
    <message>
      <source>{name} gives {robot} to {unit}.</source>
      <translation>{name} attribue {robot} à une {unit}.</translation>
    </message>
    <message>
      <source>{name} has finished building.</source>
      <translation>{name} a fini d'attribuer ses Robots.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
      <source>Factory: %n card(s)</source>
      <translation>
        <numerusform>Usine : %n carte</numerusform>
        <numerusform>Usine : %n cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>Round {n} of {total}</source>
      <translation>Tour d'Enchères {n} sur {total}</translation>
    </message>
    <message>
      <source>Conveyor (the head, on auction, on the left)</source>
      <translation>La Chaîne (la Tête de Chaîne, mise aux enchères, à gauche)</translation>
    </message>
    <message>
      <source>Chief Mechanic</source>
      <translation>Chef Mécanicien</translation>
    </message>
    <message>
      <source>Hand: {hand} · Workshop: {workshop}</source>
      <translation>Main : {hand} · Atelier : {workshop}</translation>
    </message>
    <message numerus="yes">
      <source>bid: %n card(s) face down</source>
      <translation>
        <numerusform>enchère : %n carte face cachée</numerusform>
        <numerusform>enchère : %n cartes face cachée</numerusform>
      </translation>
    </message>
    <message>
      <source>bid sealed</source>
      <translation>Enchère posée</translation>
    </message>
    <message>
      <source>Last auction: {card}</source>
      <translation>Dernière Enchère : {card}</translation>
    </message>
    <message>
      <source>{name}: {value}</source>
      <translation>{name} : {value}</translation>
    </message>
    <message>
      <source>{name} is playing… Hands are hidden.</source>
      <translation>{name} joue… Les mains sont cachées.</translation>
    </message>
    <message>
      <source>Your hand (drag a card to the bid, or select it and press Space)</source>
      <translation>Votre Main (glissez une carte vers l'Enchère, ou sélectionnez-la et appuyez sur Espace)</translation>
    </message>
    <message>
      <source>Your workshop (drag a Robot onto a Production Unit)</source>
      <translation>Votre Atelier (glissez un Robot sur une Unité de Production)</translation>
    </message>
    <message>
      <source>Your workshop</source>
      <translation>Votre Atelier</translation>
    </message>
    <message numerus="yes">
      <source>Workshop: %n card(s), face down</source>
      <translation>
        <numerusform>Atelier : %n carte, face cachée</numerusform>
        <numerusform>Atelier : %n cartes, face cachée</numerusform>
      </translation>
    </message>
    <message>
      <source>Your Production Units</source>
      <translation>Vos Unités de Production</translation>
    </message>
    <message>
      <source>Drop cards here to bid</source>
      <translation>Déposez ici les cartes de votre Enchère</translation>
    </message>
    <message>
      <source>Bid: {value}</source>
      <translation>Enchère : {value}</translation>
    </message>
    <message>
      <source>Your bid (sealed)</source>
      <translation>Votre Enchère (face cachée)</translation>
    </message>
    <message>
      <source>{robot} → PU ({symbols})</source>
      <translation>{robot} → UP ({symbols})</translation>
    </message>
    <message>
      <source>Or choose a gift (double-click it, or select it and press Enter)</source>
      <translation>Ou choisissez une attribution dans la liste (double-cliquez dessus, ou sélectionnez-la et appuyez sur Entrée)</translation>
    </message>
    <message numerus="yes">
      <source>Final scores: {scores}. Winner: {winners}.</source>
      <translation>
        <numerusform>Scores finaux : {scores}. Gagnant : {winners}.</numerusform>
        <numerusform>Scores finaux : {scores}. Gagnants : {winners}.</numerusform>
      </translation>
    </message>
    <message>
      <source>Waiting for {name}…</source>
      <translation>En attente : {name}…</translation>
    </message>
    <message>
      <source>Seal my bid (Enter)</source>
      <translation>Poser mon Enchère (Entrée)</translation>
    </message>
    <message>
      <source>Done (Enter)</source>
      <translation>Terminé (Entrée)</translation>
    </message>
  </context>
  <context>
    <name>HelpDialog</name>
    <message>
      <source>Quick reference</source>
      <translation>Pense-bête</translation>
    </message>
    <message>
      <source>Setup</source>
      <translation>Mise en place</translation>
    </message>
    <message>
      <source>Each player takes two factions and shuffles them into one 40-card deck, then draws 5 cards. Put one base more than there are players in the middle of the table.</source>
      <translation>Chaque joueur choisit 2 Factions et les mélange pour former une pioche de 40 cartes, puis pioche 5 cartes. Placez au centre de la table autant de Bases que le nombre de joueurs +1.</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>À votre tour</translation>
    </message>
    <message>
      <source>1. Apply start-of-turn effects.</source>
      <translation>1. Appliquez les effets de début de tour.</translation>
    </message>
    <message>
      <source>2. Play up to 1 minion and 1 action, in any order. A card's effect happens as you play it.</source>
      <translation>2. Jouez au maximum 1 Créature et 1 Action, dans l'ordre de votre choix. Appliquez les effets des cartes au moment où vous les jouez.</translation>
    </message>
    <message>
      <source>3. Check for bases that score and score them.</source>
      <translation>3. Vérifiez s'il y a des Conquêtes : si oui, procédez au décompte des Bases concernées.</translation>
    </message>
    <message>
      <source>4. Draw 2 cards. Keep no more than 10 cards in hand.</source>
      <translation>4. Piochez 2 cartes. Ne conservez que 10 cartes en main.</translation>
    </message>
    <message>
      <source>5. Apply end-of-turn effects.</source>
      <translation>5. Appliquez les effets de fin de tour.</translation>
    </message>
    <message>
      <source>Scoring a base</source>
      <translation>Conquête</translation>
    </message>
    <message>
      <source>1. After you played your cards, a base whose minions' total power reaches its breakpoint scores.</source>
      <translation>1. Après avoir joué vos cartes, si la Force cumulée de toutes les Créatures présentes sur une Base est égale ou supérieure à la Résistance de la Base, la Base est conquise.</translation>
    </message>
    <message>
      <source>2. Players may use "before scoring" effects (Me First!).</source>
      <translation>2. Les joueurs peuvent jouer des effets « Avant la Conquête » (« Moi d'abord ! »).</translation>
    </message>
    <message>
      <source>3. The player with the most power gets the first VP number, the second gets the middle one, the third the last. Tied players all get the VP of the place they share.</source>
      <translation>3. Le joueur totalisant la plus grande Force avec ses Créatures est le Vainqueur : il marque les points de la première place (à gauche). Le Deuxième gagne les points inscrits au centre, le Troisième ceux de droite. En cas d'égalité, les joueurs concernés gagnent tous les points de la place convoitée.</translation>
    </message>
    <message>
      <source>4. The base and every card on it go to the discard piles; a new base replaces it.</source>
      <translation>4. Défaussez la Base et toutes les cartes qui s'y trouvent, et remplacez-la par une nouvelle.</translation>
    </message>
    <message>
      <source>Winning</source>
      <translation>Victoire</translation>
    </message>
    <message>
      <source>When a player has 15 VP or more at the end of a turn, the player with the most VP wins. If tied, play on until one player leads alone.</source>
      <translation>Lorsqu'un joueur atteint ou dépasse 15 PV à la fin d'un tour, le joueur ayant le plus de PV gagne. En cas d'égalité, le jeu se poursuit jusqu'à ce qu'un joueur soit seul en tête.</translation>
    </message>
    <message>
      <source>Extra rules</source>
      <translation>Règles additionnelles</translation>
    </message>
    <message>
      <source>When a card contradicts the rules, the card wins.</source>
      <translation>Si une carte contredit les règles, la carte l'emporte.</translation>
    </message>
    <message>
      <source>When two cards contradict each other, "can't" beats "can". When effects happen at the same time, the active player chooses their order.</source>
      <translation>Si deux cartes se contredisent, celle indiquant que vous ne pouvez pas faire quelque chose l'emporte sur celle disant que vous le pouvez. Si plusieurs effets doivent être résolus en même temps, le joueur actif en détermine l'ordre.</translation>
    </message>
    <message>
      <source>You may play a card even if its ability can't do anything.</source>
      <translation>Vous pouvez jouer une carte même si son effet ne peut pas être résolu.</translation>
    </message>
    <message>
      <source>You must carry out an effect completely, even if it hurts you.</source>
      <translation>Vous devez résoudre totalement un effet, même si cela est négatif pour vous.</translation>
    </message>
    <message>
      <source>"You may" means you choose whether to do it.</source>
      <translation>Si une carte indique que « vous pouvez » faire quelque chose, vous choisissez de le faire ou non.</translation>
    </message>
    <message>
      <source>Discard piles may be looked at any time (click the Discard counter).</source>
      <translation>Les défausses peuvent être consultées à tout moment (cliquez sur le compteur Défausse).</translation>
    </message>
    <message>
      <source>Controls</source>
      <translation>Commandes</translation>
    </message>
    <message>
      <source>Drag a minion onto a base, an action onto a base, a minion or the table. The legal places light up; a refused drop says why.</source>
      <translation>Faites glisser une Créature sur une Base, une Action sur une Base, une Créature ou la table. Les emplacements autorisés s'illuminent ; un dépôt refusé indique pourquoi.</translation>
    </message>
    <message>
      <source>Double-click a card (or select it with the arrow keys and press Enter) to play it; when it can go to several places, they light up: click or select one, or press Esc to cancel.</source>
      <translation>Double-cliquez sur une carte (ou sélectionnez-la avec les flèches et appuyez sur Entrée) pour la jouer ; si elle peut aller à plusieurs endroits, ils s'illuminent : cliquez sur l'un d'eux ou sélectionnez-le, ou appuyez sur Échap pour annuler.</translation>
    </message>
    <message>
      <source>Choices light up in yellow on the table; click one. Use the buttons under the table to pass, answer or end your turn.</source>
      <translation>Les choix possibles s'illuminent en jaune sur la table : cliquez sur l'un d'eux. Utilisez les boutons sous la table pour passer, répondre ou finir votre tour.</translation>
    </message>
    <message>
      <source>Cards chosen from a deck or a pile open a dialog: copies of a card are one tile with a count, and the dialog stays open while the same card keeps asking. Its button is the way to decline.</source>
      <translation>Les cartes à choisir dans une pioche ou une défausse s'affichent dans une fenêtre : les exemplaires d'une même carte n'y font qu'une vignette, avec leur nombre, et la fenêtre reste ouverte tant que la même carte vous demande de choisir. Son bouton permet de refuser.</translation>
    </message>
    <message>
      <source>Cards another player played or moved glow in their colour until your next decision. Next to your hand: the plays you have left this turn, each extra play with its condition.</source>
      <translation>Les cartes qu'un autre joueur a jouées ou déplacées brillent à sa couleur jusqu'à votre prochaine décision. À côté de votre main : les cartes qu'il vous reste à jouer ce tour-ci, chaque Créature ou Action supplémentaire avec sa condition.</translation>
    </message>
    <message>
      <source>The game log opens each turn with its round and player; it is saved with the game, and an undone move leaves it.</source>
      <translation>Le journal de la partie ouvre chaque tour par sa manche et son joueur ; il est enregistré avec la partie, et un coup annulé en disparaît.</translation>
    </message>
    <message>
      <source>Hover a card to see it large: the zoom keeps clear of the lit places and closes when the pointer leaves the table. Right-click pins it; Esc or a click unpins it.</source>
      <translation>Survolez une carte pour l'agrandir : l'agrandissement évite les emplacements illuminés et se ferme quand le pointeur quitte la table. Un clic droit l'épingle ; Échap ou un clic la libère.</translation>
    </message>
    <message>
      <source>Ctrl+Z takes back your own moves until something hidden was revealed or another player decided.</source>
      <translation>Ctrl+Z annule vos propres coups, tant que rien de caché n'a été révélé et qu'aucun autre joueur n'a pris de décision.</translation>
    </message>
    <message>
      <source>Keys for every answer, shown on its button: Ctrl+Enter ends your turn, passes or says Done; Y and N answer Yes and No; the other answers under the table (top or under the deck, a player, a faction) are numbered 1 to 9. In a dialog of cards, Tab goes from card to card and Space or Enter takes one.</source>
      <translation>Chaque réponse a sa touche, affichée sur son bouton : Ctrl+Entrée termine votre tour, passe ou dit « Terminé » ; O et N répondent Oui et Non ; les autres réponses sous la table (dessus ou dessous de la pioche, un joueur, une Faction) sont numérotées de 1 à 9. Dans une fenêtre de cartes, Tab passe d'une carte à l'autre et Espace ou Entrée en prend une.</translation>
    </message>
    <message>
      <source>FZZZT! — rules summary</source>
      <translation>FZZZT ! — résumé des règles</translation>
    </message>
    <message>
      <source>Each player starts with their Mechanic and the three Robots of its number. Mechanic 1 is the Chief Mechanic: bids first and wins ties. With 2 players the cards numbered 3 and 4 leave the game, with 3 players those numbered 4.</source>
      <translation>Chaque joueur commence avec son Mécano et les trois Robots de son numéro. Le Mécano n°1 est le Chef Mécanicien : il enchérit le premier et gagne les égalités. À 2 joueurs, les cartes numérotées 3 et 4 sont retirées du jeu ; à 3 joueurs, celles numérotées 4.</translation>
    </message>
    <message>
      <source>Five rounds. Each round, shuffle your cards (not your Production Units) and take 6 in hand; the rest is your face-down workshop. Eight Factory cards form the conveyor; the head card is turned up and its speed says how many cards are face up.</source>
      <translation>Cinq Tours d'Enchères. À chaque Tour, mélangez vos cartes (sauf vos Unités de Production) et prenez-en 6 en Main ; les autres forment votre Atelier, face cachée. Huit cartes de l'Usine forment la Chaîne ; la Tête de Chaîne est retournée et sa Vitesse de Mouvement de la Chaîne (VMC) indique combien de cartes sont face visible.</translation>
    </message>
    <message>
      <source>Each auction is on the head card. Every player with cards bids one or more, face down; the bids are revealed together and the most power wins (Mechanic 0, Fzzzt 3, a Robot its lightning).</source>
      <translation>Chaque Enchère porte sur la Tête de Chaîne. Chaque joueur qui a des cartes en pose une ou plusieurs face cachée ; les Enchères sont révélées ensemble et la plus forte en unités de pouvoir l'emporte (Mécano 0, Fzzzt 3, un Robot ses éclairs).</translation>
    </message>
    <message>
      <source>The winner puts the card won and their bid in their workshop (a Production Unit goes face up in front of them); the others take their bid back. A tie goes to the Chief if tied, else to the tied player nearest the Chief; the tied loser nearest the winner becomes Chief.</source>
      <translation>Le gagnant place la carte gagnée et son Enchère dans son Atelier (une Unité de Production se pose face visible devant lui) ; les autres reprennent leur Enchère en Main. En cas d'égalité, le Chef Mécanicien gagne s'il est ex-æquo, sinon l'ex-æquo le plus proche de lui ; le perdant ex-æquo le plus proche du gagnant devient Chef Mécanicien.</translation>
    </message>
    <message>
      <source>A player without cards passes; when nobody has any, everyone takes 6 from their workshop.</source>
      <translation>Un joueur sans carte en Main passe ; quand plus personne n'en a, chacun reprend 6 cartes de son Atelier.</translation>
    </message>
    <message>
      <source>After the eighth auction, give at most one Robot to each of your Production Units; it must share a construction symbol with it and stays there for good.</source>
      <translation>Après la huitième Enchère, attribuez au plus un Robot à chacune de vos Unités de Production ; il doit avoir un Symbole de Construction en commun avec elle et y reste jusqu'à la fin de la partie.</translation>
    </message>
    <message>
      <source>At the end, give any Robots you like, then score: every Robot's VP, minus 1 per Fzzzt, and for each Production Unit its VP per gadget (one Robot per symbol) or minus its VP without a gadget. Most VP wins; if tied, fewest Robots; then the victory is shared.</source>
      <translation>À la fin, attribuez autant de Robots que vous voulez, puis comptez : les PV de chaque Robot, moins 1 par Fzzzt, et pour chaque Unité de Production ses PV par Gadget (un Robot par Symbole) ou moins ses PV sans Gadget. Le joueur qui a le plus de PV gagne ; en cas d'égalité, celui qui a récupéré le moins de Robots ; en cas de nouvelle égalité, la victoire est partagée.</translation>
    </message>
    <message>
      <source>Drag cards from your hand to the bid area (or select a card and press Space), then seal your bid with Enter. Drag a Robot onto a Production Unit, or pick the gift in the list under your units.</source>
      <translation>Glissez des cartes de votre Main vers la zone d'Enchère (ou sélectionnez une carte et appuyez sur Espace), puis posez votre Enchère avec Entrée. Glissez un Robot sur une Unité de Production, ou choisissez l'attribution dans la liste sous vos Unités.</translation>
    </message>
    <message>
      <source>Smash Up — quick reference</source>
      <translation>Smash Up — pense-bête</translation>
    </message>
    <message>
      <source>Keywords</source>
      <translation>Mots-clés</translation>
    </message>
  </context>
  <context>
    <name>HintBar</name>
    <message>
      <source>Hard: {option} — {share} of wins</source>
      <translation>Difficile : {option} — {share} de victoires</translation>
    </message>
    <message>
      <source>Then: {option} — {share}</source>
      <translation>Ensuite : {option} — {share}</translation>
    </message>
    <message>
      <source>Hint</source>
      <translation>Conseil</translation>
    </message>
    <message>
      <source>What the Hard bot would do here, searched from what you can see</source>
      <translation>Ce que ferait le bot Difficile ici, cherché à partir de ce que vous voyez</translation>
    </message>
  </context>
  <context>
    <name>HintControl</name>
    <message>
      <source>Hard is thinking…</source>
      <translation>Difficile réfléchit…</translation>
    </message>
    <message>
      <source>No hint: {reason}</source>
      <translation>Pas de conseil : {reason}</translation>
    </message>
    <message numerus="yes">
      <source>{name} used %n hint(s)</source>
      <translation>
        <numerusform>{name} a utilisé %n conseil</numerusform>
        <numerusform>{name} a utilisé %n conseils</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>HostDialog</name>
    <message>
      <source>Host a network game</source>
      <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
      <source>Game and factions…</source>
      <translation>Jeu et Factions…</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <source>Seat 1 (you): your name</source>
      <translation>Place 1 (vous) : votre nom</translation>
    </message>
    <message>
      <source>Seat {n}</source>
      <translation>Place {n}</translation>
    </message>
    <message>
      <source>Port</source>
      <translation>Port</translation>
    </message>
    <message numerus="yes">
      <source>%n minute(s) a decision</source>
      <translation>
        <numerusform>%n minute par décision</numerusform>
        <numerusform>%n minutes par décision</numerusform>
      </translation>
    </message>
    <message>
      <source>No turn timer</source>
      <translation>Pas de limite de temps</translation>
    </message>
    <message>
      <source>Turn timer</source>
      <translation>Temps pour décider</translation>
    </message>
    <message>
      <source>Host</source>
      <translation>Héberger</translation>
    </message>
    <message>
      <source>Host the last network game again</source>
      <translation>Héberger à nouveau la dernière partie en réseau</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Copier</translation>
    </message>
    <message>
      <source>Start the game</source>
      <translation>Lancer la partie</translation>
    </message>
    <message>
      <source>Empty seats go to:</source>
      <translation>Les places libres vont à :</translation>
    </message>
    <message>
      <source>Let a bot play for the disconnected players</source>
      <translation>Faire jouer un bot à la place des joueurs déconnectés</translation>
    </message>
    <message>
      <source>Invite (give it to the players joining, as you would a password):</source>
      <translation>Invitation (donnez-la aux joueurs qui vous rejoignent, comme un mot de passe) :</translation>
    </message>
    <message>
      <source>Rematch at this table</source>
      <translation>Revanche à cette table</translation>
    </message>
    <message>
      <source>Network player</source>
      <translation>Joueur en réseau</translation>
    </message>
    <message>
      <source>Player at this computer</source>
      <translation>Joueur sur cet ordinateur</translation>
    </message>
    <message>
      <source>Bot: Easy</source>
      <translation>Bot : Facile</translation>
    </message>
    <message>
      <source>Bot: Normal</source>
      <translation>Bot : Normal</translation>
    </message>
    <message>
      <source>Bot: Hard</source>
      <translation>Bot : Difficile</translation>
    </message>
    <message>
      <source>Player {n}</source>
      <translation>Joueur {n}</translation>
    </message>
    <message>
      <source>Smash Up, two factions of the core box each, dealt at random</source>
      <translation>Smash Up : deux Factions de la boîte de base par joueur, tirées au hasard</translation>
    </message>
    <message>
      <source>Smash Up: {factions}</source>
      <translation>Smash Up : {factions}</translation>
    </message>
    <message>
      <source>The last network game can't be hosted again: {reason}</source>
      <translation>La dernière partie en réseau ne peut pas être hébergée à nouveau : {reason}</translation>
    </message>
    <message>
      <source>Bot {n} ({level})</source>
      <translation>Bot {n} ({level})</translation>
    </message>
    <message>
      <source>Can't host on port {port}: {reason}</source>
      <translation>Impossible d'héberger sur le port {port} : {reason}</translation>
    </message>
    <message>
      <source>Asking the router to open the port…</source>
      <translation>Demande d'ouverture du port à la box…</translation>
    </message>
    <message>
      <source>Host</source>
      <comment>the hosting player's name when none is typed</comment>
      <translation>Hôte</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Facile</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Difficile</translation>
    </message>
    <message>
      <source>Seat {n}: waiting for a player</source>
      <translation>Place {n} : en attente d'un joueur</translation>
    </message>
    <message>
      <source>a bot plays</source>
      <translation>un bot joue</translation>
    </message>
    <message>
      <source>connected</source>
      <translation>connecté</translation>
    </message>
    <message>
      <source>at this computer</source>
      <translation>à cet ordinateur</translation>
    </message>
    <message>
      <source>disconnected</source>
      <translation>déconnecté</translation>
    </message>
    <message>
      <source>Seat {n}: {name} — {state}</source>
      <translation>Place {n} : {name} — {state}</translation>
    </message>
    <message>
      <source>A bot ({level}) plays their seat from now on.</source>
      <translation>Un bot ({level}) joue désormais à sa place.</translation>
    </message>
    <message>
      <source>Their seat stays open for the invite: someone else may take it.</source>
      <translation>Sa place reste libre pour l'invitation : quelqu'un d'autre peut la prendre.</translation>
    </message>
    <message>
      <source>Remove a player</source>
      <translation>Retirer un joueur</translation>
    </message>
    <message>
      <source>Remove {name} from the table? {then}</source>
      <translation>Retirer {name} de la table ? {then}</translation>
    </message>
  </context>
  <context>
    <name>JoinDialog</name>
    <message>
      <source>Join a network game</source>
      <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
      <source>the invite's addresses, in order</source>
      <translation>les adresses de l'invitation, dans l'ordre</translation>
    </message>
    <message>
      <source>the invite's</source>
      <translation>celui de l'invitation</translation>
    </message>
    <message>
      <source>Invite</source>
      <translation>Invitation</translation>
    </message>
    <message>
      <source>Your name</source>
      <translation>Votre nom</translation>
    </message>
    <message>
      <source>Address (optional)</source>
      <translation>Adresse (facultative)</translation>
    </message>
    <message>
      <source>Port</source>
      <translation>Port</translation>
    </message>
    <message>
      <source>Tables on your network</source>
      <translation>Tables sur votre réseau</translation>
    </message>
    <message>
      <source>Can't listen for tables on the network: {reason}</source>
      <translation>Impossible d'écouter les tables du réseau : {reason}</translation>
    </message>
    <message numerus="yes">
      <source>{name} — {game}, %n free seat(s) of {players} ({address})</source>
      <translation>
        <numerusform>{name} — {game}, %n place libre sur {players} ({address})</numerusform>
        <numerusform>{name} — {game}, %n places libres sur {players} ({address})</numerusform>
      </translation>
    </message>
    <message>
      <source>Ask {name} for this table's invite and paste it above: its code and fingerprint are needed.</source>
      <translation>Demandez à {name} l'invitation de cette table et collez-la ci-dessus : il faut son code et son empreinte.</translation>
    </message>
    <message>
      <source>Tried in order: {addresses}</source>
      <translation>Essayées dans l'ordre : {addresses}</translation>
    </message>
    <message>
      <source>That is not an invite: ask the host to copy it again.</source>
      <translation>Ce n'est pas une invitation : demandez à l'hôte de la copier à nouveau.</translation>
    </message>
    <message>
      <source>Type your name.</source>
      <translation>Tapez votre nom.</translation>
    </message>
  </context>
  <context>
    <name>JoinedSmashUpTable</name>
    <message>
      <source>{name} (disconnected)</source>
      <translation>{name} (déconnecté)</translation>
    </message>
  </context>
  <context>
    <name>JoinedWindow</name>
    <message>
      <source>Say something to the table</source>
      <translation>Dites quelque chose à la table</translation>
    </message>
    <message>
      <source>Smash Up — network game</source>
      <translation>Smash Up — partie en réseau</translation>
    </message>
    <message>
      <source>Joining…</source>
      <translation>Connexion…</translation>
    </message>
    <message>
      <source>You can't join this table</source>
      <translation>Impossible de rejoindre cette table</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>{title} — connected to {address}</source>
      <translation>{title} — connecté à {address}</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>The host can't be reached any more. When it hosts this game again, join by the same invite (File → Join a network game…) to take your seat back.</source>
      <translation>L'hôte ne répond plus. Quand il hébergera de nouveau cette partie, rejoignez-la avec la même invitation (Fichier → Rejoindre une partie en réseau…) pour reprendre votre place.</translation>
    </message>
    <message>
      <source>(empty seat)</source>
      <translation>(place libre)</translation>
    </message>
    <message>
      <source>Waiting for the host to start the game. You may take another free seat.</source>
      <translation>En attente du lancement de la partie par l'hôte. Vous pouvez prendre une autre place libre.</translation>
    </message>
    <message>
      <source>The game is over: {name} wins.</source>
      <translation>La partie est terminée : {name} gagne.</translation>
    </message>
    <message>
      <source>FZZZT! — network game</source>
      <translation>FZZZT ! — partie en réseau</translation>
    </message>
    <message>
      <source>{name} (a bot plays for them)</source>
      <translation>{name} (un bot joue à sa place)</translation>
    </message>
    <message>
      <source>{name} (disconnected)</source>
      <translation>{name} (déconnecté)</translation>
    </message>
  </context>
  <context>
    <name>Lobby</name>
    <message>
      <source>Take seat {n}</source>
      <translation>Prendre la place {n}</translation>
    </message>
  </context>
  <context>
    <name>LocalPlay</name>
    <message>
      <source>{name} is playing… Hands are hidden.</source>
      <translation>{name} joue… Les mains sont cachées.</translation>
    </message>
    <message>
      <source>{name} takes back a move.</source>
      <translation>{name} reprend un coup.</translation>
    </message>
  </context>
  <context>
    <name>LogPanel</name>
    <message>
      <source>Round {round} — {name} (extra turn)</source>
      <translation>Manche {round} — {name} (tour supplémentaire)</translation>
    </message>
    <message>
      <source>Round {round} — {name}</source>
      <translation>Manche {round} — {name}</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Some resources did not load: {what}</source>
      <translation>Certaines ressources n'ont pas pu être chargées : {what}</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
      <source>&amp;Host a network game…</source>
      <translation>&amp;Héberger une partie en réseau…</translation>
    </message>
    <message>
      <source>&amp;Join a network game…</source>
      <translation>&amp;Rejoindre une partie en réseau…</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <source>Save &amp;as…</source>
      <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
      <source>&amp;Replay…</source>
      <translation>&amp;Revoir une partie…</translation>
    </message>
    <message>
      <source>Recent games</source>
      <translation>Parties récentes</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Partie</translation>
    </message>
    <message>
      <source>&amp;Undo my move</source>
      <translation>&amp;Annuler mon coup</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>Affic&amp;hage</translation>
    </message>
    <message>
      <source>Animations</source>
      <translation>Animations</translation>
    </message>
    <message>
      <source>Off</source>
      <translation>Désactivées</translation>
    </message>
    <message>
      <source>Fast</source>
      <translation>Rapides</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normales</translation>
    </message>
    <message>
      <source>Slow</source>
      <translation>Lentes</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <source>Game log</source>
      <translation>Journal de la partie</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Aide</translation>
    </message>
    <message>
      <source>Quick reference</source>
      <translation>Pense-bête</translation>
    </message>
    <message>
      <source>About Smash Up</source>
      <translation>À propos de Smash Up</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <source>{game} — {name}</source>
      <translation>{game} — {name}</translation>
    </message>
    <message>
      <source>{title} (a constructed position)</source>
      <translation>{title} (une position construite)</translation>
    </message>
    <message>
      <source>A game for {n} players begins.</source>
      <translation>Une partie à {n} joueurs commence.</translation>
    </message>
    <message>
      <source>Bots are not available ({reason}); people play their seats.</source>
      <translation>Les bots ne sont pas disponibles ({reason}) : des humains jouent à leur place.</translation>
    </message>
    <message>
      <source>Save failed</source>
      <translation>Échec de l'enregistrement</translation>
    </message>
    <message>
      <source>Could not save {path}: {error}</source>
      <translation>Impossible d'enregistrer {path} : {error}</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Enregistrer la partie</translation>
    </message>
    <message>
      <source>Smash Up games (*{ext})</source>
      <translation>Parties Smash Up (*{ext})</translation>
    </message>
    <message>
      <source>Saved: {file}</source>
      <translation>Enregistré : {file}</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Ouvrir une partie</translation>
    </message>
    <message>
      <source>Smash Up games (*{ext});;All files (*)</source>
      <translation>Parties Smash Up (*{ext});;Tous les fichiers (*)</translation>
    </message>
    <message>
      <source>The players' names in this save were unreadable: default names are used.</source>
      <translation>Les noms des joueurs de cette sauvegarde étaient illisibles : des noms par défaut sont utilisés.</translation>
    </message>
    <message>
      <source>this program can't use it ({error})</source>
      <translation>ce programme ne peut pas l'utiliser ({error})</translation>
    </message>
    <message>
      <source>A constructed position (a scenario file), not a game dealt by the rules.</source>
      <translation>Position construite (fichier de scénario), pas une partie distribuée selon les règles.</translation>
    </message>
    <message>
      <source>Can't open this game</source>
      <translation>Impossible d'ouvrir cette partie</translation>
    </message>
    <message>
      <source>{file} can't be opened: {reason}</source>
      <translation>Impossible d'ouvrir {file} : {reason}</translation>
    </message>
    <message>
      <source>Resume?</source>
      <translation>Reprendre ?</translation>
    </message>
    <message>
      <source>An unfinished game between {names} was saved in round {round}. Resume it?</source>
      <translation>Une partie inachevée entre {names} a été enregistrée à la manche {round}. La reprendre ?</translation>
    </message>
    <message>
      <source>The last game can't be resumed: {reason}. It was kept as {file}.</source>
      <translation>La dernière partie ne peut pas être reprise : {reason}. Elle a été conservée sous le nom {file}.</translation>
    </message>
    <message>
      <source>The {lang} translation is not installed.</source>
      <translation>La traduction « {lang} » n'est pas installée.</translation>
    </message>
    <message>
      <source>Leave the game in progress? It is lost unless you saved it.</source>
      <translation>Quitter la partie en cours ? Elle sera perdue si vous ne l'avez pas enregistrée.</translation>
    </message>
  </context>
  <context>
    <name>MoveGuard</name>
    <message>
      <source>The rules failed on this move ({error}). The game is back where it was before it.</source>
      <translation>Les règles ont échoué sur ce coup ({error}). La partie est revenue à la position d'avant ce coup.</translation>
    </message>
    <message>
      <source>The rules failed on this move ({error}). The game is back where it was before it. The position was kept for a bug report: {file}</source>
      <translation>Les règles ont échoué sur ce coup ({error}). La partie est revenue à la position d'avant ce coup. La position a été gardée pour un rapport de bug : {file}</translation>
    </message>
    <message>
      <source>The rules failed on {name}'s move ({error}); {name} plays another move.</source>
      <translation>Les règles ont échoué sur le coup de {name} ({error}) ; {name} joue un autre coup.</translation>
    </message>
    <message>
      <source>{name} could not choose a move ({error}) and plays a plain one.</source>
      <translation>{name} n'a pas pu choisir de coup ({error}) et en joue un simple.</translation>
    </message>
    <message>
      <source>The game cannot go on</source>
      <translation>La partie ne peut pas continuer</translation>
    </message>
    <message>
      <source>The rules failed on every move {name} could make. Open a save or start a new game; the autosave holds the game as it was at the end of the last turn.</source>
      <translation>Les règles ont échoué sur chaque coup que {name} pouvait jouer. Ouvrez une sauvegarde ou commencez une nouvelle partie ; la sauvegarde automatique garde la partie telle qu'elle était à la fin du dernier tour.</translation>
    </message>
    <message>
      <source>Move not played</source>
      <translation>Coup non joué</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>Play with titans: none of the factions in this game has a titan, so there is no titan (these factions have one: {factions}).</source>
      <translation>Jouer avec les Titans : aucune des Factions de cette partie n'a de Titan, il n'y a donc pas de Titan (ces Factions en ont un : {factions}).</translation>
    </message>
    <message>
      <source>Player {n}</source>
      <translation>Joueur {n}</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <source>Game:</source>
      <translation>Jeu :</translation>
    </message>
    <message>
      <source>Players:</source>
      <translation>Joueurs :</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Places</translation>
    </message>
    <message>
      <source>Factions</source>
      <translation>Factions</translation>
    </message>
    <message>
      <source>Draft, as in the rulebook (each player picks in turn, then back)</source>
      <translation>Draft, comme dans les règles (chaque joueur choisit à son tour, puis en sens inverse)</translation>
    </message>
    <message>
      <source>Random (two factions each)</source>
      <translation>Au hasard (deux Factions chacun)</translation>
    </message>
    <message>
      <source>I pick the bots' factions too</source>
      <translation>Je choisis aussi les Factions des bots</translation>
    </message>
    <message>
      <source>Factions from:</source>
      <translation>Factions de :</translation>
    </message>
    <message>
      <source>All bases of the boxes I own (else those of the factions' boxes)</source>
      <translation>Toutes les Bases des boîtes que je possède (sinon celles des boîtes des Factions choisies)</translation>
    </message>
    <message>
      <source>Play with titans (each faction's titan waits beside its owner's deck)</source>
      <translation>Jouer avec les Titans (le Titan de chaque Faction attend à côté de la pioche de son propriétaire)</translation>
    </message>
    <message>
      <source>Seed (optional):</source>
      <translation>Graine (facultative) :</translation>
    </message>
    <message>
      <source>random</source>
      <translation>aléatoire</translation>
    </message>
    <message>
      <source>None of the factions from the boxes ticked has a titan; these do: {factions}.</source>
      <translation>Aucune Faction des boîtes cochées n'a de Titan ; celles qui en ont un : {factions}.</translation>
    </message>
    <message>
      <source>The seed must be a whole number.</source>
      <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message numerus="yes">
      <source>The boxes ticked have %n faction(s); {players} players need {need}.</source>
      <translation>
        <numerusform>Les boîtes cochées ont %n Faction ; {players} joueurs en demandent {need}.</numerusform>
        <numerusform>Les boîtes cochées ont %n Factions ; {players} joueurs en demandent {need}.</numerusform>
      </translation>
    </message>
    <message>
      <source>{name}: {factions}</source>
      <translation>{name} : {factions}</translation>
    </message>
    <message>
      <source>Pick a faction for {name} (pick {k} of {n}).</source>
      <translation>Choisissez une Faction pour {name} (choix {k} sur {n}).</translation>
    </message>
    <message>
      <source>{name} picks a faction (pick {k} of {n}).</source>
      <translation>{name} choisit une Faction (choix {k} sur {n}).</translation>
    </message>
  </context>
  <context>
    <name>PromptBar</name>
    <message>
      <source>Y</source>
      <translation>O</translation>
    </message>
    <message>
      <source>N</source>
      <translation>N</translation>
    </message>
    <message>
      <source>Round {round} — &lt;b style='color:{colour}'&gt;{name}&lt;/b&gt; is playing</source>
      <translation>Manche {round} — &lt;b style='color:{colour}'&gt;{name}&lt;/b&gt; joue</translation>
    </message>
    <message>
      <source>{prompt}, or pass</source>
      <translation>{prompt}, ou passez</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Annuler mon coup</translation>
    </message>
    <message>
      <source>Take back your last move (Ctrl+Z)</source>
      <translation>Annuler votre dernier coup (Ctrl+Z)</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>Me First! Players are answering</source>
      <translation>« Moi d'abord ! » : les joueurs répondent</translation>
    </message>
    <message>
      <source>Waiting for {name}…</source>
      <translation>En attente : {name}…</translation>
    </message>
    <message>
      <source>No game on the table.</source>
      <translation>Aucune partie sur la table.</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nouvelle partie…</translation>
    </message>
    <message>
      <source>{prompt} (card {n} of {total})</source>
      <translation>{prompt} (carte {n} sur {total})</translation>
    </message>
    <message>
      <source>{card} — {about}: {prompt}</source>
      <translation>{card} — {about} : {prompt}</translation>
    </message>
    <message>
      <source>{card}: {prompt}</source>
      <translation>{card} : {prompt}</translation>
    </message>
    <message>
      <source>Me First! {when}: {name} may play {cards}, or pass.</source>
      <translation>« Moi d'abord ! » {when} : {name} peut jouer {cards}, ou passer.</translation>
    </message>
    <message>
      <source>Me First! {when}: {name} has nothing to play here, pass.</source>
      <translation>« Moi d'abord ! » {when} : rien à jouer ici pour {name}, passez.</translation>
    </message>
    <message>
      <source>{name}, play cards: drag them onto the table, then end your turn.</source>
      <translation>{name}, jouez des cartes : faites-les glisser sur la table, puis finissez votre tour.</translation>
    </message>
    <message>
      <source>as {card} is played</source>
      <translation>au moment où la carte {card} est jouée</translation>
    </message>
    <message>
      <source>{card} was played</source>
      <translation>après que la carte {card} a été jouée</translation>
    </message>
    <message>
      <source>VP were gained</source>
      <translation>après un gain de PV</translation>
    </message>
    <message>
      <source>before {base} scores</source>
      <translation>avant la Conquête de la Base {base}</translation>
    </message>
    <message>
      <source>after {base} scored</source>
      <translation>après la Conquête de la Base {base}</translation>
    </message>
    <message>
      <source>End turn</source>
      <translation>Fin du tour</translation>
    </message>
    <message>
      <source>Done</source>
      <translation>Terminé</translation>
    </message>
    <message>
      <source>Pass</source>
      <translation>Passer</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation>Oui</translation>
    </message>
    <message>
      <source>No</source>
      <translation>Non</translation>
    </message>
  </context>
  <context>
    <name>ReplayOpening</name>
    <message>
      <source>it holds no record of the game from its start (a FZZZT! game, or saved by an older version)</source>
      <translation>il ne garde pas la partie depuis son début (une partie de FZZZT!, ou enregistrée par une version plus ancienne)</translation>
    </message>
    <message>
      <source>Can't replay this game</source>
      <translation>Impossible de revoir cette partie</translation>
    </message>
    <message>
      <source>{file} can't be replayed: {reason}</source>
      <translation>Impossible de revoir {file} : {reason}</translation>
    </message>
    <message>
      <source>the game just played</source>
      <translation>la partie qui vient de se jouer</translation>
    </message>
  </context>
  <context>
    <name>ReplayWindow</name>
    <message>
      <source>Play from here</source>
      <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
      <source>{base} scores</source>
      <translation>Conquête : {base}</translation>
    </message>
    <message>
      <source>{place}. {name}, {vp} VP</source>
      <translation>{place}. {name}, {vp} PV</translation>
    </message>
    <message>
      <source>Replay — {name}</source>
      <translation>Revoir — {name}</translation>
    </message>
    <message>
      <source>Replay</source>
      <translation>Revoir une partie</translation>
    </message>
    <message>
      <source>◀◀ Turn</source>
      <translation>◀◀ Tour</translation>
    </message>
    <message>
      <source>The previous turn (Page Up)</source>
      <translation>Le tour précédent (Page préc.)</translation>
    </message>
    <message>
      <source>One answer back (Left)</source>
      <translation>Une réponse en arrière (Gauche)</translation>
    </message>
    <message>
      <source>One answer on (Right)</source>
      <translation>Une réponse en avant (Droite)</translation>
    </message>
    <message>
      <source>Turn ▶▶</source>
      <translation>Tour ▶▶</translation>
    </message>
    <message>
      <source>The next turn (Page Down)</source>
      <translation>Le tour suivant (Page suiv.)</translation>
    </message>
    <message>
      <source>Pause</source>
      <translation>Pause</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Lecture</translation>
    </message>
    <message>
      <source>Play the game back at the animation speed (Space)</source>
      <translation>Rejouer la partie à la vitesse des animations (Espace)</translation>
    </message>
    <message>
      <source>A new game from this point; the recorded game is kept</source>
      <translation>Une nouvelle partie à partir de ce point ; la partie enregistrée est gardée</translation>
    </message>
    <message>
      <source>Review</source>
      <translation>Analyse</translation>
    </message>
    <message>
      <source>Hard searches each of this player's decisions and marks the costliest</source>
      <translation>Difficile examine chaque décision de ce joueur et marque les plus coûteuses</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>{name}'s view</source>
      <translation>Vue de {name}</translation>
    </message>
    <message>
      <source>Every hand</source>
      <translation>Toutes les mains</translation>
    </message>
    <message>
      <source>Scoring</source>
      <translation>Conquête</translation>
    </message>
    <message>
      <source>Turn {turn} — answer {step} of {total}</source>
      <translation>Tour {turn} — réponse {step} sur {total}</translation>
    </message>
    <message>
      <source>{name} played: {option} — {share} of wins</source>
      <translation>{name} a joué : {option} — {share} de victoires</translation>
    </message>
    <message>
      <source>Hard: {option} — {share} of wins</source>
      <translation>Difficile : {option} — {share} de victoires</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>rien</translation>
    </message>
    <message>
      <source>{name}'s hand: {cards}</source>
      <translation>Main de {name} : {cards}</translation>
    </message>
    <message>
      <source>Reviewing: %v of %m</source>
      <translation>Analyse : %v sur %m</translation>
    </message>
    <message>
      <source>Review: no decision of {name} lost much</source>
      <translation>Analyse : aucune décision de {name} n’a coûté cher</translation>
    </message>
    <message>
      <source>The review failed: {reason}</source>
      <translation>L’analyse a échoué : {reason}</translation>
    </message>
  </context>
  <context>
    <name>SeatRow</name>
    <message>
      <source>Seat {n}</source>
      <translation>Place {n}</translation>
    </message>
    <message>
      <source>Human</source>
      <translation>Humain</translation>
    </message>
    <message>
      <source>Bot</source>
      <translation>Bot</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Facile</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Difficile</translation>
    </message>
    <message>
      <source>Bots are not available in this build: {reason}</source>
      <translation>Les bots ne sont pas disponibles dans cette version : {reason}</translation>
    </message>
    <message>
      <source>Player {n}</source>
      <translation>Joueur {n}</translation>
    </message>
  </context>
  <context>
    <name>SeatRows</name>
    <message>
      <source>Remove</source>
      <translation>Retirer</translation>
    </message>
  </context>
  <context>
    <name>Shortcuts</name>
    <message>
      <source>Ctrl+Enter</source>
      <translation>Ctrl+Entrée</translation>
    </message>
  </context>
  <context>
    <name>SmashUpTable</name>
    <message>
      <source>Bring a titan into play</source>
      <translation>Mettre un Titan en jeu</translation>
    </message>
    <message>
      <source>Bring {titan} into play?

{text}</source>
      <translation>Mettre {titan} en jeu ?

{text}</translation>
    </message>
    <message>
      <source>{base} scores</source>
      <translation>Conquête : {base}</translation>
    </message>
    <message>
      <source>{place}: {name}, {vp} VP</source>
      <translation>{place} : {name}, {vp} PV</translation>
    </message>
    <message>
      <source>Scoring</source>
      <translation>Conquête</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>Vainqueur</translation>
    </message>
    <message>
      <source>Second</source>
      <translation>Deuxième</translation>
    </message>
    <message>
      <source>Third</source>
      <translation>Troisième</translation>
    </message>
    <message>
      <source>Choose a card</source>
      <translation>Choisissez une carte</translation>
    </message>
    <message>
      <source>{name}'s discard pile</source>
      <translation>Défausse de {name}</translation>
    </message>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n carte</numerusform>
        <numerusform>%n cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
  </context>
  <context>
    <name>TableScene</name>
    <message>
      <source>VP</source>
      <translation>PV</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Main</translation>
    </message>
    <message>
      <source>Deck</source>
      <translation>Pioche</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Défausse</translation>
    </message>
    <message>
      <source>Drop the action on the table</source>
      <translation>Déposez l'Action sur la table</translation>
    </message>
    <message>
      <source>Drop it on the table to use its Special</source>
      <translation>Déposez-la sur la table pour utiliser son effet Spécial</translation>
    </message>
    <message>
      <source>Choose where to play it (Esc to cancel)</source>
      <translation>Choisissez où la jouer (Échap pour annuler)</translation>
    </message>
    <message>
      <source>Drop the titan on a base.</source>
      <translation>Déposez le Titan sur une Base.</translation>
    </message>
    <message>
      <source>Drop the card on a base, a minion or the table.</source>
      <translation>Déposez la carte sur une Base, une Créature ou la table.</translation>
    </message>
  </context>
  <context>
    <name>TextSizeMenu</name>
    <message>
      <source>Text size</source>
      <translation>Taille du texte</translation>
    </message>
    <message>
      <source>{n} %</source>
      <translation>{n} %</translation>
    </message>
  </context>
  <context>
    <name>VpChart</name>
    <message>
      <source>Turn</source>
      <translation>Tour</translation>
    </message>
  </context>
  <context>
    <name>WinnerDialog</name>
    <message>
      <source>Game over</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <source>{name} wins!</source>
      <translation>{name} gagne !</translation>
    </message>
    <message>
      <source>{place}. {name} — {vp} VP</source>
      <translation>{place}. {name} — {vp} PV</translation>
    </message>
    <message>
      <source>Review this game</source>
      <translation>Analyser cette partie</translation>
    </message>
    <message>
      <source>Rematch</source>
      <translation>Revanche</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nouvelle partie…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
  </context>
  <context>
    <name>boxes</name>
    <message>
      <source>Core Set</source>
      <translation>Boîte de base</translation>
    </message>
    <message>
      <source>Science Fiction Double Feature</source>
      <translation>Séries B</translation>
    </message>
    <message>
      <source>The Bigger Geekier Box</source>
      <translation>L'Énorme Boîte pour Geek</translation>
    </message>
    <message>
      <source>Smash Up: Marvel</source>
      <translation>Smash Up : Marvel</translation>
    </message>
  </context>
  <context>
    <name>factions</name>
    <message>
      <source>Send minions back to their owners' hands and pick up extra VP.</source>
      <translation>Renvoyez des Créatures dans la main et grappillez des PV.</translation>
    </message>
    <message>
      <source>Big minions and raw power boosts.</source>
      <translation>De grosses Créatures et des gains de Force.</translation>
    </message>
    <message>
      <source>Slip in at the last moment and destroy minions, even as a base scores.</source>
      <translation>Détruisez des Créatures au dernier moment, même avant la Conquête.</translation>
    </message>
    <message>
      <source>Move minions from base to base and destroy the small ones.</source>
      <translation>Déplacez les Créatures de Base en Base et détruisez les petites.</translation>
    </message>
    <message>
      <source>Swarm the table with small minions and extra plays.</source>
      <translation>Envahissez la table de petites Créatures supplémentaires.</translation>
    </message>
    <message>
      <source>Make opponents pay for playing where you are.</source>
      <translation>Faites payer aux adversaires chaque carte jouée près de vous.</translation>
    </message>
    <message>
      <source>Draw cards and chain extra actions.</source>
      <translation>Piochez des cartes et enchaînez les Actions supplémentaires.</translation>
    </message>
    <message>
      <source>Play cards back from your discard pile.</source>
      <translation>Rejouez des cartes depuis votre défausse.</translation>
    </message>
    <message>
      <source>Load your minions with attached actions.</source>
      <translation>Chargez vos Créatures d'Actions attachées.</translation>
    </message>
    <message>
      <source>Copy other minions' power and abilities.</source>
      <translation>Copiez la Force et les effets des autres Créatures.</translation>
    </message>
    <message>
      <source>Look at and rearrange decks; make opponents discard.</source>
      <translation>Réorganisez les pioches et faites défausser vos adversaires.</translation>
    </message>
    <message>
      <source>Bring cards back from the discard pile and play them again.</source>
      <translation>Récupérez des cartes de la défausse et rejouez-les.</translation>
    </message>
    <message>
      <source>Counter other players' actions and bend the table to your will.</source>
      <translation>Contrez les Actions adverses et pliez la table à votre volonté.</translation>
    </message>
    <message>
      <source>A team of favourites from many factions.</source>
      <translation>Une équipe de stars venues de nombreuses Factions.</translation>
    </message>
    <message>
      <source>Strong heroes whose talents hit hard.</source>
      <translation>Des héros puissants dont les Talents frappent fort.</translation>
    </message>
    <message>
      <source>Sacrifice your own characters for power and cards.</source>
      <translation>Sacrifiez vos propres Personnages pour gagner Force et cartes.</translation>
    </message>
    <message>
      <source>Play many actions and grow stronger with each one.</source>
      <translation>Jouez beaucoup d'Actions et gagnez en Force à chacune.</translation>
    </message>
    <message>
      <source>The more VP you have, the stronger you get.</source>
      <translation>Plus vous avez de PV, plus vous êtes fort.</translation>
    </message>
    <message>
      <source>Pile extra characters onto one base.</source>
      <translation>Accumulez des Personnages supplémentaires sur une même Base.</translation>
    </message>
    <message>
      <source>Lower breakpoints and score bases early.</source>
      <translation>Abaissez la Résistance des Bases et conquérez-les plus tôt.</translation>
    </message>
    <message>
      <source>Specials at every turn, and characters hard to destroy.</source>
      <translation>Des effets Spécial à tout moment, des Personnages durs à détruire.</translation>
    </message>
    <message>
      <source>Characters that move around and grow as they move.</source>
      <translation>Des Personnages qui se déplacent et se renforcent en bougeant.</translation>
    </message>
  </context>
  <context>
    <name>keywords</name>
    <message>
      <source>On play</source>
      <translation>Quand vous la jouez</translation>
    </message>
    <message>
      <source>Happens once, right when you play the card.</source>
      <translation>S'applique une seule fois, au moment où vous jouez la carte.</translation>
    </message>
    <message>
      <source>Ongoing</source>
      <translation>Permanent</translation>
    </message>
    <message>
      <source>Works for as long as the card stays in play.</source>
      <translation>Reste actif tant que la carte est en jeu.</translation>
    </message>
    <message>
      <source>Special</source>
      <translation>Spécial</translation>
    </message>
    <message>
      <source>Used at an unusual moment (often before a base scores, even on another player's turn), as the card says.</source>
      <translation>S'utilise à un autre moment du jeu, précisé par la carte (souvent avant la Conquête d'une Base, même pendant le tour d'un autre joueur).</translation>
    </message>
    <message>
      <source>Talent</source>
      <translation>Talent</translation>
    </message>
    <message>
      <source>Once during each of your turns you may use it: click the card in play.</source>
      <translation>Peut être utilisé une fois à chacun de vos tours : cliquez sur la carte en jeu.</translation>
    </message>
    <message>
      <source>Extra</source>
      <translation>Supplémentaire</translation>
    </message>
    <message>
      <source>Gives you an extra play: one more card, as the text says, besides your one minion and one action for the turn. The card itself is played as usual, with one of those plays.</source>
      <translation>Vous permet de jouer une Créature ou une Action supplémentaire, comme le texte l'indique, outre la Créature et l'Action de votre tour. La carte elle-même se joue normalement : elle utilise l'une de ces deux possibilités.</translation>
    </message>
    <message>
      <source>Play on a base</source>
      <translation>Attachez : Base</translation>
    </message>
    <message>
      <source>Attach: drag this action onto a base; it stays there.</source>
      <translation>Faites glisser cette Action sur une Base : elle lui est attachée et y reste.</translation>
    </message>
    <message>
      <source>Play on a minion</source>
      <translation>Attachez : Créature</translation>
    </message>
    <message>
      <source>Attach: drag this action onto a minion; it stays with it and leaves play with it.</source>
      <translation>Faites glisser cette Action sur une Créature : elle lui est attachée, et quitte le jeu avec elle.</translation>
    </message>
    <message>
      <source>Minion</source>
      <translation>Créature</translation>
    </message>
    <message>
      <source>Drag it onto a base: its power counts towards scoring it.</source>
      <translation>Faites-la glisser sur une Base : sa Force compte pour la Conquête de celle-ci.</translation>
    </message>
    <message>
      <source>Action</source>
      <translation>Action</translation>
    </message>
    <message>
      <source>Play it, do what it says, then discard it unless it stays in play.</source>
      <translation>Jouez-la, appliquez son effet, puis défaussez-la, sauf si elle reste en jeu.</translation>
    </message>
    <message>
      <source>Titan</source>
      <translation>Titan</translation>
    </message>
    <message>
      <source>Not a minion, no power of its own: its +1 power counters and its abilities add to its controller's total at its base. It waits beside its owner's deck and comes in only as its text says; one each in play.</source>
      <translation>Ni Créature ni Force : ses marqueurs Force +1 et ses effets augmentent le total de Force de son contrôleur sur sa Base. Il attend à côté de la pioche de son propriétaire et n'entre en jeu que comme son texte l'indique ; un seul en jeu par joueur.</translation>
    </message>
    <message>
      <source>Base</source>
      <translation>Base</translation>
    </message>
    <message>
      <source>When the total power here reaches the breakpoint, the base scores: 1st, 2nd and 3rd get the VP shown.</source>
      <translation>Quand la Force totale ici atteint la Résistance, la Base est conquise : le Vainqueur, le Deuxième et le Troisième gagnent les PV indiqués.</translation>
    </message>
    <message>
      <source>Character</source>
      <translation>Personnage</translation>
    </message>
    <message>
      <source>The Marvel cards' word for a minion: drag it onto a base; its power counts towards scoring it.</source>
      <translation>Le terme des cartes Marvel pour une Créature. Faites glisser le Personnage sur une Base ; sa Force compte pour la Conquête de celle-ci.</translation>
    </message>
    <message>
      <source>Base modifier</source>
      <translation>Modificateur de Base</translation>
    </message>
    <message>
      <source>The Marvel cards' word for an action played on a base: drag it onto a base; it stays there.</source>
      <translation>Le terme des cartes Marvel pour une Action jouée sur une Base (Attachez : Base). Faites glisser le Modificateur sur une Base ; il y reste.</translation>
    </message>
    <message>
      <source>Character modifier</source>
      <translation>Modificateur de Personnage</translation>
    </message>
    <message>
      <source>The Marvel cards' word for an action played on a minion: drag it onto a character; it stays with it and leaves play with it.</source>
      <translation>Le terme des cartes Marvel pour une Action jouée sur une Créature (Attachez : Créature). Faites glisser le Modificateur sur un Personnage ; il lui reste attaché et quitte le jeu avec lui.</translation>
    </message>
  </context>
  <context>
    <name>names</name>
    <message>
      <source>{names} and {last}</source>
      <translation>{names} et {last}</translation>
    </message>
  </context>
  <context>
    <name>cards</name>
    <message>
      <source>Aliens</source>
      <translation>Aliens</translation>
    </message>
    <message>
      <source>Supreme Overlord</source>
      <translation>Suzerain Suprême</translation>
    </message>
    <message>
      <source>On play: you may pick any one minion in play and send it back to its owner's hand.</source>
      <translation>Vous pouvez choisir une Créature en jeu et la renvoyer dans la main de son propriétaire.</translation>
    </message>
    <message>
      <source>Invader</source>
      <translation>Envahisseur</translation>
    </message>
    <message>
      <source>On play: you gain 1 VP.</source>
      <translation>Gagnez 1 PV.</translation>
    </message>
    <message>
      <source>Scout</source>
      <translation>Éclaireur</translation>
    </message>
    <message>
      <source>Special: after the base this minion is on has scored, you may put this minion into your hand rather than into your discard pile.</source>
      <translation>Spécial : Après la Conquête de la Base où se trouve cette Créature, vous pouvez la placer dans votre main plutôt que dans votre défausse.</translation>
    </message>
    <message>
      <source>Collector</source>
      <translation>Collectionneur</translation>
    </message>
    <message>
      <source>On play: you may pick one minion on this base whose power is 3 or less and send it back to its owner's hand.</source>
      <translation>Vous pouvez choisir une Créature de Force 3 ou moins sur cette Base et la renvoyer dans la main de son propriétaire.</translation>
    </message>
    <message>
      <source>Abduction</source>
      <translation>Enlèvement</translation>
    </message>
    <message>
      <source>Pick one minion in play and send it back to its owner's hand. Then you get 1 extra minion play this turn.</source>
      <translation>Choisissez une Créature en jeu et renvoyez-la dans la main de son propriétaire. Vous pouvez ensuite jouer 1 Créature supplémentaire ce tour-ci.</translation>
    </message>
    <message>
      <source>Beam Up</source>
      <translation>Téléportation</translation>
    </message>
    <message>
      <source>Pick one minion in play; it goes back to its owner's hand.</source>
      <translation>Choisissez une Créature en jeu et renvoyez-la dans la main de son propriétaire.</translation>
    </message>
    <message>
      <source>Crop Circles</source>
      <translation>Cercles dans les Blés</translation>
    </message>
    <message>
      <source>Pick one base; every minion on it goes back to its owner's hand.</source>
      <translation>Choisissez une Base : renvoyez toutes les Créatures qui s'y trouvent dans la main de leur propriétaire.</translation>
    </message>
    <message>
      <source>Disintegrator</source>
      <translation>Désintégrateur</translation>
    </message>
    <message>
      <source>Pick one minion in play with power 3 or less; it is placed as the bottom card of its owner's deck.</source>
      <translation>Choisissez une Créature en jeu de Force 3 ou moins : elle est placée sous la pioche de son propriétaire.</translation>
    </message>
    <message>
      <source>Invasion</source>
      <translation>Invasion</translation>
    </message>
    <message>
      <source>Pick one minion in play and move it to a different base.</source>
      <translation>Choisissez une Créature en jeu et déplacez-la sur une autre Base.</translation>
    </message>
    <message>
      <source>Jammed Signal</source>
      <translation>Signal Brouillé</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: this base's ability is ignored by every player.</source>
      <translation>Attachez : Base. Permanent : L'effet de cette Base est ignoré par tous les joueurs.</translation>
    </message>
    <message>
      <source>Probe</source>
      <translation>Sonde</translation>
    </message>
    <message>
      <source>Look at the hand of one other player and pick a minion card in it; that player discards the picked minion.</source>
      <translation>Regardez la main d'un autre joueur et choisissez-y une Créature : ce joueur défausse la Créature choisie.</translation>
    </message>
    <message>
      <source>Terraforming</source>
      <translation>Terraformation</translation>
    </message>
    <message>
      <source>Take any base from the base deck and exchange it with a base in play; every action attached to the base being replaced is discarded. Reshuffle the base deck afterwards. You may then play 1 extra minion on the newly placed base.</source>
      <translation>Prenez n'importe quelle Base de la pioche Base et échangez-la avec une Base en jeu ; toutes les Actions attachées à la Base remplacée sont défaussées. Mélangez ensuite la pioche Base. Vous pouvez alors jouer 1 Créature supplémentaire sur la Base nouvellement placée.</translation>
    </message>
    <message>
      <source>Dinosaurs</source>
      <translation>Dinosaures</translation>
    </message>
    <message>
      <source>King Rex</source>
      <translation>Roi Rex</translation>
    </message>
    <message>
      <source>Laseratops</source>
      <translation>Laseratops</translation>
    </message>
    <message>
      <source>On play: destroy one minion on this base whose power is 2 or less.</source>
      <translation>Détruisez une Créature de Force 2 ou moins sur cette Base.</translation>
    </message>
    <message>
      <source>Armor Stego</source>
      <translation>Stégo Blindé</translation>
    </message>
    <message>
      <source>Ongoing: while it is another player's turn, this minion gets +2 power.</source>
      <translation>Permanent : Pendant le tour d'un autre joueur, la Force de cette Créature est augmentée de 2.</translation>
    </message>
    <message>
      <source>War Raptor</source>
      <translation>Raptor de Guerre</translation>
    </message>
    <message>
      <source>Ongoing: +1 power for every War Raptor on this base, this one included.</source>
      <translation>Permanent : La Force de cette Créature est augmentée de 1 pour chaque Raptor de Guerre sur cette Base, celui-ci compris.</translation>
    </message>
    <message>
      <source>Augmentation</source>
      <translation>Augmentation</translation>
    </message>
    <message>
      <source>Pick one minion in play; it gains +4 power, lasting until your turn ends.</source>
      <translation>Choisissez une Créature en jeu : sa Force est augmentée de 4 jusqu'à la fin de votre tour.</translation>
    </message>
    <message>
      <source>Howl</source>
      <translation>Hurlement</translation>
    </message>
    <message>
      <source>Every minion you control gains +1 power, lasting until your turn ends.</source>
      <translation>La Force de chaque Créature que vous contrôlez est augmentée de 1 jusqu'à la fin de votre tour.</translation>
    </message>
    <message>
      <source>Natural Selection</source>
      <translation>Sélection Naturelle</translation>
    </message>
    <message>
      <source>Pick one of your minions on a base, then destroy a minion on that same base whose power is lower than your picked minion's.</source>
      <translation>Choisissez une de vos Créatures sur une Base, puis détruisez une Créature de cette même Base dont la Force est inférieure à celle de la Créature choisie.</translation>
    </message>
    <message>
      <source>Rampage</source>
      <translation>Déchaînement</translation>
    </message>
    <message>
      <source>Pick a base and one of your minions on it; the base's breakpoint is reduced by that minion's power until this turn ends.</source>
      <translation>Choisissez une Base et une de vos Créatures qui s'y trouve : la Résistance de la Base est réduite de la Force de cette Créature jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Survival of the Fittest</source>
      <translation>Loi du Plus Fort</translation>
    </message>
    <message>
      <source>On every base where some minion has more power than another, destroy one minion with the lowest power there (you pick among tied lowest).</source>
      <translation>Sur chaque Base où une Créature a plus de Force qu'une autre, détruisez une des Créatures ayant la plus faible Force (en cas d'égalité, vous choisissez laquelle).</translation>
    </message>
    <message>
      <source>Tooth and Claw... and Guns</source>
      <translation>Crocs et Griffes... et Flingues</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: if any ability would affect that minion, destroy this card instead and the ability does not affect the minion.</source>
      <translation>Attachez : Créature. Permanent : Si un effet devait affecter cette Créature, détruisez cette carte à la place ; l'effet n'affecte alors pas la Créature.</translation>
    </message>
    <message>
      <source>Upgrade</source>
      <translation>Amélioration</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: that minion has +2 power.</source>
      <translation>Attachez : Créature. Permanent : La Force de cette Créature est augmentée de 2.</translation>
    </message>
    <message>
      <source>Wildlife Preserve</source>
      <translation>Réserve Naturelle</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: actions played by other players do not affect your minions on this base.</source>
      <translation>Attachez : Base. Permanent : Les Actions jouées par les autres joueurs n'affectent pas vos Créatures sur cette Base.</translation>
    </message>
    <message>
      <source>Ninjas</source>
      <translation>Ninjas</translation>
    </message>
    <message>
      <source>Ninja Master</source>
      <translation>Maître Ninja</translation>
    </message>
    <message>
      <source>On play: you may destroy one minion on this base.</source>
      <translation>Vous pouvez détruire une Créature sur cette Base.</translation>
    </message>
    <message>
      <source>Tiger Assassin</source>
      <translation>Tigre Assassin</translation>
    </message>
    <message>
      <source>On play: you may destroy one minion on this base whose power is 3 or less.</source>
      <translation>Vous pouvez détruire une Créature de Force 3 ou moins sur cette Base.</translation>
    </message>
    <message>
      <source>Shinobi</source>
      <translation>Shinobi</translation>
    </message>
    <message>
      <source>Special: when a base is about to score, you may play this minion from your hand onto it. Only one Shinobi ability can be used per base.</source>
      <translation>Spécial : Avant la Conquête d'une Base, vous pouvez y jouer cette Créature depuis votre main. Un seul effet de Shinobi peut être utilisé par Base.</translation>
    </message>
    <message>
      <source>Ninja Acolyte</source>
      <translation>Acolyte Ninja</translation>
    </message>
    <message>
      <source>Special: during your turn, provided you have played no minion yet this turn, you may put this minion back into your hand to play an extra minion on the base it left.</source>
      <translation>Spécial : Pendant votre tour, si vous n'avez encore joué aucune Créature ce tour-ci, vous pouvez renvoyer cette Créature dans votre main pour jouer une Créature supplémentaire sur la Base qu'elle a quittée.</translation>
    </message>
    <message>
      <source>Assassination</source>
      <translation>Assassinat</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: when the turn ends, that minion is destroyed.</source>
      <translation>Attachez : Créature. Permanent : À la fin du tour, cette Créature est détruite.</translation>
    </message>
    <message>
      <source>Disguise</source>
      <translation>Déguisement</translation>
    </message>
    <message>
      <source>Pick one or two of your minions that are on the same base. Play that many extra minions onto that base, then return the picked minions to your hand.</source>
      <translation>Choisissez une ou deux de vos Créatures situées sur la même Base. Jouez autant de Créatures supplémentaires sur cette Base, puis renvoyez les Créatures choisies dans votre main.</translation>
    </message>
    <message>
      <source>Hidden Ninja</source>
      <translation>Ninja Caché</translation>
    </message>
    <message>
      <source>Special: when a base is about to score, you may play this card to play a minion from your hand onto that base.</source>
      <translation>Spécial : Avant la Conquête d'une Base, vous pouvez jouer cette carte pour jouer une Créature de votre main sur cette Base.</translation>
    </message>
    <message>
      <source>Infiltrate</source>
      <translation>Infiltration</translation>
    </message>
    <message>
      <source>Attach to a base. When played, destroy an action that has already been played on this base. Ongoing: you may ignore this base's ability until your next turn starts.</source>
      <translation>Attachez : Base. Quand vous la jouez, détruisez une Action déjà jouée sur cette Base. Permanent : Vous pouvez ignorer l'effet de cette Base jusqu'au début de votre prochain tour.</translation>
    </message>
    <message>
      <source>Poison</source>
      <translation>Poison</translation>
    </message>
    <message>
      <source>Attach to a minion. When played, destroy any number of actions attached to that minion. Ongoing: that minion has -4 power (its power cannot drop below 0).</source>
      <translation>Attachez : Créature. Quand vous la jouez, détruisez autant d'Actions attachées à cette Créature que vous le souhaitez. Permanent : La Force de cette Créature est diminuée de 4 (sans descendre sous 0).</translation>
    </message>
    <message>
      <source>Seeing Stars</source>
      <translation>Trente-Six Chandelles</translation>
    </message>
    <message>
      <source>Destroy one minion in play with power 3 or less.</source>
      <translation>Détruisez une Créature en jeu de Force 3 ou moins.</translation>
    </message>
    <message>
      <source>Smoke Bomb</source>
      <translation>Bombe Fumigène</translation>
    </message>
    <message>
      <source>Attach to one of your minions. Ongoing: that minion is unaffected by other players' actions. At the start of your turn this card is destroyed.</source>
      <translation>Attachez : une de vos Créatures. Permanent : Cette Créature n'est pas affectée par les Actions des autres joueurs. Au début de votre tour, cette carte est détruite.</translation>
    </message>
    <message>
      <source>Way of Deception</source>
      <translation>Voie de la Duperie</translation>
    </message>
    <message>
      <source>Move a minion you control to a different base.</source>
      <translation>Déplacez une Créature que vous contrôlez sur une autre Base.</translation>
    </message>
    <message>
      <source>Pirates</source>
      <translation>Pirates</translation>
    </message>
    <message>
      <source>Pirate King</source>
      <translation>Roi Pirate</translation>
    </message>
    <message>
      <source>Special: when a base is about to score, you may move this minion onto it.</source>
      <translation>Spécial : Avant la Conquête d'une Base, vous pouvez y déplacer cette Créature.</translation>
    </message>
    <message>
      <source>Buccaneer</source>
      <translation>Boucanier</translation>
    </message>
    <message>
      <source>Special: instead of being destroyed, this minion is moved to a different base.</source>
      <translation>Spécial : Au lieu d'être détruite, cette Créature est déplacée sur une autre Base.</translation>
    </message>
    <message>
      <source>Saucy Wench</source>
      <translation>Gourgandine</translation>
    </message>
    <message>
      <source>On play: you may destroy one minion on this base whose power is 2 or less.</source>
      <translation>Vous pouvez détruire une Créature de Force 2 ou moins sur cette Base.</translation>
    </message>
    <message>
      <source>First Mate</source>
      <translation>Second</translation>
    </message>
    <message>
      <source>Special: after the base this minion is on has scored, you may send this minion to a different base rather than to your discard pile.</source>
      <translation>Spécial : Après la Conquête de la Base où se trouve cette Créature, vous pouvez l'envoyer sur une autre Base plutôt que dans votre défausse.</translation>
    </message>
    <message>
      <source>Broadside</source>
      <translation>Bordée</translation>
    </message>
    <message>
      <source>Pick one player and a base where you have a minion of your own; destroy every minion of power 2 or less that player has on it.</source>
      <translation>Choisissez un joueur et une Base où vous avez une de vos Créatures : détruisez toutes les Créatures de Force 2 ou moins que ce joueur y contrôle.</translation>
    </message>
    <message>
      <source>Cannon</source>
      <translation>Canon</translation>
    </message>
    <message>
      <source>Destroy up to two minions in play, each of power 2 or less.</source>
      <translation>Détruisez jusqu'à deux Créatures en jeu, chacune de Force 2 ou moins.</translation>
    </message>
    <message>
      <source>Dinghy</source>
      <translation>Canot</translation>
    </message>
    <message>
      <source>Move at most two of your minions; each goes to a base other than its current one (they may go to different bases).</source>
      <translation>Déplacez jusqu'à deux de vos Créatures ; chacune va sur une Base autre que la sienne (elles peuvent aller sur des Bases différentes).</translation>
    </message>
    <message>
      <source>Full Sail</source>
      <translation>Toutes Voiles Dehors</translation>
    </message>
    <message>
      <source>Move any number of your minions, each to a base other than its current one. Special: this card may also be played when a base is about to score.</source>
      <translation>Déplacez autant de vos Créatures que vous le souhaitez, chacune sur une Base autre que la sienne. Spécial : Cette carte peut aussi être jouée avant la Conquête d'une Base.</translation>
    </message>
    <message>
      <source>Powderkeg</source>
      <translation>Poudrière</translation>
    </message>
    <message>
      <source>Destroy one of your minions, and also destroy every minion on that base whose power is equal to or lower than that minion's power.</source>
      <translation>Détruisez une de vos Créatures, ainsi que toutes les Créatures de cette Base dont la Force est inférieure ou égale à la sienne.</translation>
    </message>
    <message>
      <source>Sea Dogs</source>
      <translation>Loups de Mer</translation>
    </message>
    <message>
      <source>Name one faction, then pick two bases: every minion of the named faction controlled by other players moves from the first base to the second.</source>
      <translation>Nommez une Faction, puis choisissez deux Bases : toutes les Créatures de la Faction nommée contrôlées par les autres joueurs se déplacent de la première Base vers la seconde.</translation>
    </message>
    <message>
      <source>Shanghai</source>
      <translation>Enrôlement de Force</translation>
    </message>
    <message>
      <source>Move one minion controlled by another player to a different base.</source>
      <translation>Déplacez une Créature contrôlée par un autre joueur sur une autre Base.</translation>
    </message>
    <message>
      <source>Swashbuckling</source>
      <translation>À l'Abordage !</translation>
    </message>
    <message>
      <source>Every minion you control gains +1 power until this turn ends.</source>
      <translation>La Force de chaque Créature que vous contrôlez est augmentée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Robots</source>
      <translation>Robots</translation>
    </message>
    <message>
      <source>Nukebot</source>
      <translation>Atomobot</translation>
    </message>
    <message>
      <source>Ongoing: once this minion is destroyed, destroy every minion other players have on the base it was on.</source>
      <translation>Permanent : Quand cette Créature est détruite, détruisez toutes les Créatures des autres joueurs sur la Base où elle se trouvait.</translation>
    </message>
    <message>
      <source>Warbot</source>
      <translation>Guerrobot</translation>
    </message>
    <message>
      <source>Ongoing: this minion can't be destroyed.</source>
      <translation>Permanent : Cette Créature ne peut pas être détruite.</translation>
    </message>
    <message>
      <source>Hoverbot</source>
      <translation>Aérobot</translation>
    </message>
    <message>
      <source>On play: reveal your deck's top card. A revealed minion may be played as an extra minion; otherwise the card returns to the top of your deck.</source>
      <translation>Révélez la première carte de votre pioche. Si c'est une Créature, vous pouvez la jouer comme Créature supplémentaire ; sinon, la carte retourne sur le dessus de votre pioche.</translation>
    </message>
    <message>
      <source>Zapbot</source>
      <translation>Zapbot</translation>
    </message>
    <message>
      <source>On play: you may play an extra minion whose power is 2 or less.</source>
      <translation>Vous pouvez jouer une Créature supplémentaire de Force 2 ou moins.</translation>
    </message>
    <message>
      <source>Microbot Alpha</source>
      <translation>Microbot Alpha</translation>
    </message>
    <message>
      <source>Ongoing: +1 power for each other Microbot you have. Every minion you have counts as a Microbot.</source>
      <translation>Permanent : La Force de cette Créature est augmentée de 1 pour chacun de vos autres Microbots. Toutes vos Créatures sont considérées comme des Microbots.</translation>
    </message>
    <message>
      <source>Microbot Archive</source>
      <translation>Microbot Archiviste</translation>
    </message>
    <message>
      <source>Ongoing: after any of your Microbots (this one included) is destroyed, draw 1 card.</source>
      <translation>Permanent : Après la destruction de l'un de vos Microbots (celui-ci compris), piochez 1 carte.</translation>
    </message>
    <message>
      <source>Microbot Fixer</source>
      <translation>Microbot Réparateur</translation>
    </message>
    <message>
      <source>On play: if no other minion was played by you earlier this turn, you may play one extra minion. Ongoing: each of your Microbots gets +1 power.</source>
      <translation>Si vous n'avez joué aucune autre Créature plus tôt ce tour-ci, vous pouvez jouer une Créature supplémentaire. Permanent : La Force de chacun de vos Microbots est augmentée de 1.</translation>
    </message>
    <message>
      <source>Microbot Guard</source>
      <translation>Microbot Gardien</translation>
    </message>
    <message>
      <source>On play: destroy one minion on this base whose power is less than your minion count on this base.</source>
      <translation>Détruisez une Créature de cette Base dont la Force est inférieure au nombre de vos Créatures sur cette Base.</translation>
    </message>
    <message>
      <source>Microbot Reclaimer</source>
      <translation>Microbot Recycleur</translation>
    </message>
    <message>
      <source>On play: if no other minion was played by you earlier this turn, you may play one extra minion. Then shuffle any number (zero or more) of Microbot cards from your discard pile back into your deck.</source>
      <translation>Si vous n'avez joué aucune autre Créature plus tôt ce tour-ci, vous pouvez jouer une Créature supplémentaire. Mélangez ensuite dans votre pioche autant de cartes Microbot de votre défausse que vous le souhaitez (zéro ou plus).</translation>
    </message>
    <message>
      <source>Tech Center</source>
      <translation>Centre Technique</translation>
    </message>
    <message>
      <source>Pick a base; draw as many cards as you have minions on it.</source>
      <translation>Choisissez une Base : piochez autant de cartes que vous y avez de Créatures.</translation>
    </message>
    <message>
      <source>Tricksters</source>
      <translation>Petit Peuple</translation>
    </message>
    <message>
      <source>Leprechaun</source>
      <translation>Leprechaun</translation>
    </message>
    <message>
      <source>Ongoing: after another player plays a minion on this base whose power is lower than this minion's, destroy that minion once its own ability has resolved.</source>
      <translation>Permanent : Après qu'un autre joueur a joué sur cette Base une Créature de Force inférieure à celle de cette Créature, détruisez la Créature jouée une fois son propre effet résolu.</translation>
    </message>
    <message>
      <source>Brownie</source>
      <translation>Brownie</translation>
    </message>
    <message>
      <source>Ongoing: whenever a card played by another player affects this minion, afterwards that player discards 2 random cards.</source>
      <translation>Permanent : Chaque fois qu'une carte jouée par un autre joueur affecte cette Créature, ce joueur défausse ensuite 2 cartes au hasard.</translation>
    </message>
    <message>
      <source>Gnome</source>
      <translation>Gnome</translation>
    </message>
    <message>
      <source>On play: you may destroy one minion on this base whose power is less than your minion count on this base.</source>
      <translation>Vous pouvez détruire une Créature de cette Base dont la Force est inférieure au nombre de vos Créatures sur cette Base.</translation>
    </message>
    <message>
      <source>Gremlin</source>
      <translation>Gremlin</translation>
    </message>
    <message>
      <source>Ongoing: once this minion is destroyed, you draw 1 card and each other player discards 1 random card.</source>
      <translation>Permanent : Quand cette Créature est détruite, piochez 1 carte et chaque autre joueur défausse 1 carte au hasard.</translation>
    </message>
    <message>
      <source>Block the Path</source>
      <translation>Barrer la Route</translation>
    </message>
    <message>
      <source>Attach to a base and name a faction. Ongoing: no minion of the named faction can be played on this base.</source>
      <translation>Attachez : Base. Nommez une Faction. Permanent : Aucune Créature de la Faction nommée ne peut être jouée sur cette Base.</translation>
    </message>
    <message>
      <source>Disenchant</source>
      <translation>Désenchantement</translation>
    </message>
    <message>
      <source>Destroy one action that is attached to a minion or to a base.</source>
      <translation>Détruisez une Action attachée à une Créature ou à une Base.</translation>
    </message>
    <message>
      <source>Enshrouding Mist</source>
      <translation>Brume Enveloppante</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: on each of your turns you may play one extra minion on this base.</source>
      <translation>Attachez : Base. Permanent : À chacun de vos tours, vous pouvez jouer une Créature supplémentaire sur cette Base.</translation>
    </message>
    <message>
      <source>Flame Trap</source>
      <translation>Piège de Feu</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: when a minion is played here by another player, after that minion's ability resolves destroy it and this card.</source>
      <translation>Attachez : Base. Permanent : Quand un autre joueur joue une Créature ici, une fois l'effet de cette Créature résolu, détruisez-la ainsi que cette carte.</translation>
    </message>
    <message>
      <source>Hideout</source>
      <translation>Planque</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: if an action played by another player would affect your minions here, this card is destroyed and the action has no effect on your minions.</source>
      <translation>Attachez : Base. Permanent : Si une Action jouée par un autre joueur devait affecter vos Créatures ici, cette carte est détruite et l'Action n'a aucun effet sur vos Créatures.</translation>
    </message>
    <message>
      <source>Mark of Sleep</source>
      <translation>Marque du Sommeil</translation>
    </message>
    <message>
      <source>Pick a player; during that player's next turn they can't play actions.</source>
      <translation>Choisissez un joueur : pendant son prochain tour, il ne peut pas jouer d'Actions.</translation>
    </message>
    <message>
      <source>Pay the Piper</source>
      <translation>Payez le Joueur de Flûte</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: whenever another player plays a minion here, that player must then discard 1 card.</source>
      <translation>Attachez : Base. Permanent : Chaque fois qu'un autre joueur joue une Créature ici, ce joueur doit ensuite défausser 1 carte.</translation>
    </message>
    <message>
      <source>Take the Shinies</source>
      <translation>Chipez les Brillants</translation>
    </message>
    <message>
      <source>Every other player discards two cards chosen at random.</source>
      <translation>Chaque autre joueur défausse deux cartes choisies au hasard.</translation>
    </message>
    <message>
      <source>Wizards</source>
      <translation>Sorciers</translation>
    </message>
    <message>
      <source>Archmage</source>
      <translation>Archimage</translation>
    </message>
    <message>
      <source>Ongoing: on each of your turns you may play one extra action.</source>
      <translation>Permanent : À chacun de vos tours, vous pouvez jouer une Action supplémentaire.</translation>
    </message>
    <message>
      <source>Chronomage</source>
      <translation>Chronomage</translation>
    </message>
    <message>
      <source>On play: you may play one extra action this turn.</source>
      <translation>Vous pouvez jouer une Action supplémentaire ce tour-ci.</translation>
    </message>
    <message>
      <source>Enchantress</source>
      <translation>Enchanteresse</translation>
    </message>
    <message>
      <source>On play: draw 1 card.</source>
      <translation>Piochez 1 carte.</translation>
    </message>
    <message>
      <source>Neophyte</source>
      <translation>Néophyte</translation>
    </message>
    <message>
      <source>On play: reveal your deck's top card. If it is an action, you may add it to your hand or play it as an extra action; a non-action card goes back on top of your deck.</source>
      <translation>Révélez la première carte de votre pioche. Si c'est une Action, vous pouvez l'ajouter à votre main ou la jouer comme Action supplémentaire ; une carte qui n'est pas une Action retourne sur le dessus de votre pioche.</translation>
    </message>
    <message>
      <source>Mass Enchantment</source>
      <translation>Enchantement de Masse</translation>
    </message>
    <message>
      <source>Reveal the top card of every other player's deck. Play one of the revealed actions as an extra action. The revealed cards not played return to the tops of the decks they came from.</source>
      <translation>Révélez la première carte de la pioche de chaque autre joueur. Jouez l'une des Actions révélées comme Action supplémentaire. Les cartes révélées non jouées retournent sur le dessus des pioches d'où elles viennent.</translation>
    </message>
    <message>
      <source>Mystic Studies</source>
      <translation>Études Mystiques</translation>
    </message>
    <message>
      <source>You draw 2 cards.</source>
      <translation>Piochez 2 cartes.</translation>
    </message>
    <message>
      <source>Portal</source>
      <translation>Portail</translation>
    </message>
    <message>
      <source>Reveal 5 cards from the top of your deck. Take any number of the revealed minions into your hand; put the rest back on top of your deck, ordered as you like.</source>
      <translation>Révélez les 5 premières cartes de votre pioche. Prenez en main autant de Créatures révélées que vous le souhaitez ; remettez les autres sur le dessus de votre pioche, dans l'ordre de votre choix.</translation>
    </message>
    <message>
      <source>Sacrifice</source>
      <translation>Sacrifice</translation>
    </message>
    <message>
      <source>Pick one of your minions; draw as many cards as its power, then destroy it.</source>
      <translation>Choisissez une de vos Créatures : piochez autant de cartes que sa Force, puis détruisez-la.</translation>
    </message>
    <message>
      <source>Scry</source>
      <translation>Divination</translation>
    </message>
    <message>
      <source>Search your deck for an action card, show it to all players and put it into your hand; afterwards shuffle your deck.</source>
      <translation>Cherchez une Action dans votre pioche, montrez-la à tous les joueurs et ajoutez-la à votre main ; mélangez ensuite votre pioche.</translation>
    </message>
    <message>
      <source>Summon</source>
      <translation>Invocation</translation>
    </message>
    <message>
      <source>You get 1 extra minion play.</source>
      <translation>Vous pouvez jouer 1 Créature supplémentaire.</translation>
    </message>
    <message>
      <source>Time Loop</source>
      <translation>Boucle Temporelle</translation>
    </message>
    <message>
      <source>You get 2 extra action plays.</source>
      <translation>Vous pouvez jouer 2 Actions supplémentaires.</translation>
    </message>
    <message>
      <source>Winds of Change</source>
      <translation>Vents du Changement</translation>
    </message>
    <message>
      <source>Shuffle your whole hand into your deck, then draw 5 cards. You may play one extra action.</source>
      <translation>Mélangez toute votre main dans votre pioche, puis piochez 5 cartes. Vous pouvez jouer une Action supplémentaire.</translation>
    </message>
    <message>
      <source>Zombies</source>
      <translation>Zombies</translation>
    </message>
    <message>
      <source>Zombie Lord</source>
      <translation>Seigneur Zombie</translation>
    </message>
    <message>
      <source>On play: for every base where you have no minion, you may play onto it one extra minion of power 2 or less taken from your discard pile.</source>
      <translation>Sur chaque Base où vous n'avez aucune Créature, vous pouvez jouer une Créature supplémentaire de Force 2 ou moins prise dans votre défausse.</translation>
    </message>
    <message>
      <source>Grave Digger</source>
      <translation>Fossoyeur</translation>
    </message>
    <message>
      <source>On play: you may take one minion from your discard pile into your hand.</source>
      <translation>Vous pouvez reprendre en main une Créature de votre défausse.</translation>
    </message>
    <message>
      <source>Tenacious Z</source>
      <translation>Z Tenace</translation>
    </message>
    <message>
      <source>Special: on your own turn, you may play this card out of your discard pile as an extra minion. Each turn, only one Tenacious Z may use this ability.</source>
      <translation>Spécial : Pendant votre tour, vous pouvez jouer cette carte depuis votre défausse comme Créature supplémentaire. À chaque tour, un seul Z Tenace peut utiliser cet effet.</translation>
    </message>
    <message>
      <source>Walker</source>
      <translation>Rôdeur</translation>
    </message>
    <message>
      <source>On play: check the top card of your deck, then choose to discard it or leave it on top.</source>
      <translation>Regardez la première carte de votre pioche, puis choisissez de la défausser ou de la laisser sur le dessus.</translation>
    </message>
    <message>
      <source>Grave Robbing</source>
      <translation>Pillage de Tombes</translation>
    </message>
    <message>
      <source>Take one card of your choice from your discard pile into your hand.</source>
      <translation>Reprenez en main une carte de votre choix de votre défausse.</translation>
    </message>
    <message>
      <source>Lend a Hand</source>
      <translation>Coup de Main</translation>
    </message>
    <message>
      <source>Choose any number of cards in your discard pile and shuffle them into your deck.</source>
      <translation>Choisissez autant de cartes de votre défausse que vous le souhaitez et mélangez-les dans votre pioche.</translation>
    </message>
    <message>
      <source>Mall Crawl</source>
      <translation>Lèche-Vitrines</translation>
    </message>
    <message>
      <source>Search your deck for any number of cards sharing a single name and put them in your discard pile; shuffle your deck afterwards.</source>
      <translation>Cherchez dans votre pioche autant de cartes portant un même nom que vous le souhaitez et placez-les dans votre défausse ; mélangez ensuite votre pioche.</translation>
    </message>
    <message>
      <source>Not Enough Bullets</source>
      <translation>Pas Assez de Balles</translation>
    </message>
    <message>
      <source>Take any number of minions sharing a single name from your discard pile into your hand.</source>
      <translation>Reprenez en main, depuis votre défausse, autant de Créatures portant un même nom que vous le souhaitez.</translation>
    </message>
    <message>
      <source>Outbreak</source>
      <translation>Épidémie</translation>
    </message>
    <message>
      <source>Play one extra minion on any base on which you have no minion.</source>
      <translation>Jouez une Créature supplémentaire sur une Base où vous n'avez aucune Créature.</translation>
    </message>
    <message>
      <source>Overrun</source>
      <translation>Déferlement</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: other players can't play minions on this base. At the start of your turn this card is destroyed.</source>
      <translation>Attachez : Base. Permanent : Les autres joueurs ne peuvent pas jouer de Créatures sur cette Base. Au début de votre tour, cette carte est détruite.</translation>
    </message>
    <message>
      <source>They Keep Coming</source>
      <translation>Ils Reviennent Toujours</translation>
    </message>
    <message>
      <source>Play one extra minion from your discard pile.</source>
      <translation>Jouez une Créature supplémentaire depuis votre défausse.</translation>
    </message>
    <message>
      <source>They're Coming To Get You</source>
      <translation>Ils Viennent te Chercher</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: during your turn you may play a minion onto this base out of your discard pile rather than out of your hand.</source>
      <translation>Attachez : Base. Permanent : Pendant votre tour, vous pouvez jouer une Créature sur cette Base depuis votre défausse plutôt que depuis votre main.</translation>
    </message>
    <message>
      <source>The Homeworld</source>
      <translation>La Planète Mère</translation>
    </message>
    <message>
      <source>Each time a minion is played on this base, afterwards its owner may play one extra minion with power 2 or less.</source>
      <translation>Chaque fois qu'une Créature est jouée sur cette Base, son propriétaire peut ensuite jouer une Créature supplémentaire de Force 2 ou moins.</translation>
    </message>
    <message>
      <source>The Mothership</source>
      <translation>Le Vaisseau Mère</translation>
    </message>
    <message>
      <source>Once this base has scored, the winner may take one of their own minions of power 3 or less from this base back into their hand.</source>
      <translation>Après la Conquête de cette Base, le Vainqueur peut reprendre en main l'une de ses Créatures de Force 3 ou moins présentes sur cette Base.</translation>
    </message>
    <message>
      <source>Jungle Oasis</source>
      <translation>Oasis Luxuriante</translation>
    </message>
    <message>
      <source>Tar Pits</source>
      <translation>Fosses de Goudron</translation>
    </message>
    <message>
      <source>Whenever a minion on this base is destroyed, it then goes to the bottom of its owner's deck instead of the discard pile.</source>
      <translation>Chaque fois qu'une Créature de cette Base est détruite, elle est placée sous la pioche de son propriétaire au lieu d'aller dans sa défausse.</translation>
    </message>
    <message>
      <source>Ninja Dojo</source>
      <translation>Dojo Ninja</translation>
    </message>
    <message>
      <source>Once this base has scored, the winner may destroy one minion of their choice anywhere in play.</source>
      <translation>Après la Conquête de cette Base, le Vainqueur peut détruire une Créature de son choix n'importe où en jeu.</translation>
    </message>
    <message>
      <source>Temple of Goju</source>
      <translation>Temple de Goju</translation>
    </message>
    <message>
      <source>Once this base has scored, for each player, that player's highest-power minion on this base goes to the bottom of its owner's deck.</source>
      <translation>Après la Conquête de cette Base, pour chaque joueur, la Créature de ce joueur ayant la plus grande Force sur cette Base est placée sous la pioche de son propriétaire.</translation>
    </message>
    <message>
      <source>The Grey Opal</source>
      <translation>L'Opale Grise</translation>
    </message>
    <message>
      <source>Once this base has scored, every non-winning player may relocate one of their minions from this base to another base rather than discard it.</source>
      <translation>Après la Conquête de cette Base, chaque joueur autre que le Vainqueur peut déplacer l'une de ses Créatures de cette Base vers une autre Base au lieu de la défausser.</translation>
    </message>
    <message>
      <source>Tortuga</source>
      <translation>Tortuga</translation>
    </message>
    <message>
      <source>Once this base has scored, the runner-up may move one of their minions onto the base that replaces it.</source>
      <translation>Après la Conquête de cette Base, le Deuxième peut déplacer l'une de ses Créatures sur la Base qui la remplace.</translation>
    </message>
    <message>
      <source>Factory 436-1337</source>
      <translation>Usine 436-1337</translation>
    </message>
    <message>
      <source>When this base scores, the winner also gains 1 VP for every full 5 power they have here.</source>
      <translation>Lors de la Conquête de cette Base, le Vainqueur gagne aussi 1 PV par tranche complète de 5 de Force qu'il a ici.</translation>
    </message>
    <message>
      <source>The Central Brain</source>
      <translation>Le Cerveau Central</translation>
    </message>
    <message>
      <source>Every minion on this base has +1 power.</source>
      <translation>La Force de chaque Créature sur cette Base est augmentée de 1.</translation>
    </message>
    <message>
      <source>Cave of Shinies</source>
      <translation>Caverne des Brillants</translation>
    </message>
    <message>
      <source>Whenever a minion on this base is destroyed, the owner of that minion then gains 1 VP.</source>
      <translation>Chaque fois qu'une Créature de cette Base est détruite, son propriétaire gagne ensuite 1 PV.</translation>
    </message>
    <message>
      <source>Mushroom Kingdom</source>
      <translation>Royaume Champignon</translation>
    </message>
    <message>
      <source>At the start of every player's turn, that player may take one minion belonging to another player from any base and move it onto this base.</source>
      <translation>Au début du tour de chaque joueur, ce joueur peut prendre une Créature appartenant à un autre joueur sur n'importe quelle Base et la déplacer sur cette Base.</translation>
    </message>
    <message>
      <source>The Great Library</source>
      <translation>La Grande Bibliothèque</translation>
    </message>
    <message>
      <source>Once this base has scored, each player with at least one minion here may draw 1 card.</source>
      <translation>Après la Conquête de cette Base, chaque joueur ayant au moins une Créature ici peut piocher 1 carte.</translation>
    </message>
    <message>
      <source>School of Wizardry</source>
      <translation>École de Sorcellerie</translation>
    </message>
    <message>
      <source>Once this base has scored, the winner examines the top 3 cards of the base deck, chooses one as this base's replacement, and returns the others on top in any order.</source>
      <translation>Après la Conquête de cette Base, le Vainqueur regarde les 3 premières cartes de la pioche Base, en choisit une pour remplacer cette Base et remet les autres sur le dessus, dans l'ordre de son choix.</translation>
    </message>
    <message>
      <source>Evans City Cemetery</source>
      <translation>Cimetière d'Evans City</translation>
    </message>
    <message>
      <source>Once this base has scored, the winner discards their entire hand, then draws 5 cards.</source>
      <translation>Après la Conquête de cette Base, le Vainqueur défausse toute sa main, puis pioche 5 cartes.</translation>
    </message>
    <message>
      <source>Rhodes Plaza Mall</source>
      <translation>Centre Commercial Rhodes Plaza</translation>
    </message>
    <message>
      <source>When this base scores, every player gains 1 VP per minion of theirs on this base.</source>
      <translation>Lors de la Conquête de cette Base, chaque joueur gagne 1 PV par Créature qu'il contrôle sur cette Base.</translation>
    </message>
    <message>
      <source>Cyborg Apes</source>
      <translation>Singes Cyborgs</translation>
    </message>
    <message>
      <source>Cyberback</source>
      <translation>Cyberdos Argenté</translation>
    </message>
    <message>
      <source>Ongoing: When you play an action onto this minion, you may take that action from your discard pile rather than from your hand.</source>
      <translation>Permanent : Quand vous jouez une Action sur cette Créature, vous pouvez la prendre dans votre défausse plutôt que dans votre main.</translation>
    </message>
    <message>
      <source>Clyde 2.0</source>
      <translation>Clyde 2.0</translation>
    </message>
    <message>
      <source>Ongoing: Whenever one of your actions attached to a minion at this base would be put into your discard pile, you may put it into your hand instead.</source>
      <translation>Permanent : Chaque fois que l'une de vos Actions attachées à une Créature de cette Base devrait être placée dans votre défausse, vous pouvez la placer dans votre main à la place.</translation>
    </message>
    <message>
      <source>Baboom</source>
      <translation>Baboum</translation>
    </message>
    <message>
      <source>Talent: Play an extra action; it must be played onto this minion.</source>
      <translation>Talent : Jouez une Action supplémentaire ; elle doit être jouée sur cette Créature.</translation>
    </message>
    <message>
      <source>Furious George</source>
      <translation>George en Furie</translation>
    </message>
    <message>
      <source>Ongoing: This minion gets +1 power per action attached to it.</source>
      <translation>Permanent : La Force de cette Créature est augmentée de 1 par Action qui lui est attachée.</translation>
    </message>
    <message>
      <source>Cyberevolution</source>
      <translation>Cyberévolution</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: That minion gets +3 power.</source>
      <translation>Attachez : Créature. Permanent : La Force de cette Créature est augmentée de 3.</translation>
    </message>
    <message>
      <source>Flying Monkey</source>
      <translation>Singe Volant</translation>
    </message>
    <message>
      <source>Attach to a minion. Special: After the base that minion is on scores, you may move the minion to a different base (not the base that replaces the scored one) and destroy this action.</source>
      <translation>Attachez : Créature. Spécial : Après la Conquête de la Base où se trouve cette Créature, vous pouvez la déplacer vers une autre Base (pas celle qui remplace la Base conquise) et détruire cette Action.</translation>
    </message>
    <message>
      <source>Going Bananas</source>
      <translation>Ça Part en Banane</translation>
    </message>
    <message>
      <source>Pick a base. Destroy every action that other players have on that base or attached to minions at that base.</source>
      <translation>Choisissez une Base. Détruisez toutes les Actions des autres joueurs attachées à cette Base ou aux Créatures de cette Base.</translation>
    </message>
    <message>
      <source>Juiced Up</source>
      <translation>Gonflé à Bloc</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: That minion gets +2 power per action attached to it, this card included.</source>
      <translation>Attachez : Créature. Permanent : La Force de cette Créature est augmentée de 2 par Action qui lui est attachée, celle-ci comprise.</translation>
    </message>
    <message>
      <source>Missing Uplink</source>
      <translation>Chaînon Manquant</translation>
    </message>
    <message>
      <source>Attach to one of your minions. Ongoing: At the end of your turn (after your draw phase; no hand-size check), draw 1 more card.</source>
      <translation>Attachez : l'une de vos Créatures. Permanent : À la fin de votre tour (après votre phase de pioche, sans limite de main), piochez 1 carte de plus.</translation>
    </message>
    <message>
      <source>Monkey on Your Back</source>
      <translation>Singe sur le Dos</translation>
    </message>
    <message>
      <source>Attach to one of your minions. Talent: Destroy another player's minion with power 4 or less at this minion's base, then move this card to the bottom of your deck.</source>
      <translation>Attachez : l'une de vos Créatures. Talent : Détruisez une Créature de Force 4 ou moins d'un autre joueur sur la Base de cette Créature, puis placez cette carte sous votre pioche.</translation>
    </message>
    <message>
      <source>Monkey See, Monkey Do</source>
      <translation>Copié-Singé</translation>
    </message>
    <message>
      <source>Reveal your deck's top 5 cards. Put any number of the revealed actions into your hand; shuffle all other revealed cards back into your deck.</source>
      <translation>Révélez les 5 premières cartes de votre pioche. Placez dans votre main autant d'Actions révélées que vous le souhaitez ; mélangez les autres cartes révélées dans votre pioche.</translation>
    </message>
    <message>
      <source>Shielding</source>
      <translation>Blindage</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: Other players' actions cannot affect that minion or the other actions attached to it (on attach, other players' actions already on it are destroyed; this card does not protect itself).</source>
      <translation>Attachez : Créature. Permanent : Les Actions des autres joueurs ne peuvent affecter ni cette Créature ni les autres Actions qui lui sont attachées (quand vous l'attachez, les Actions des autres joueurs déjà attachées sont détruites ; cette carte ne se protège pas elle-même).</translation>
    </message>
    <message>
      <source>Shapeshifters</source>
      <translation>Métamorphes</translation>
    </message>
    <message>
      <source>Doppelgänger</source>
      <translation>Doppelgänger</translation>
    </message>
    <message>
      <source>Ongoing: After this minion moves from play into the discard pile, find any minion in your deck and play it as an extra minion (discard it instead if it cannot be played).</source>
      <translation>Permanent : Après que cette Créature est passée du jeu à la défausse, cherchez une Créature dans votre pioche et jouez-la comme Créature supplémentaire (défaussez-la si elle ne peut pas être jouée).</translation>
    </message>
    <message>
      <source>G.E.L.F.</source>
      <translation>G.E.L.F.</translation>
    </message>
    <message>
      <source>Talent: Find in your deck a minion with power 4 or less that is not a G.E.L.F.; shuffle this minion into your deck, then play the found minion at this base as an extra minion.</source>
      <translation>Talent : Cherchez dans votre pioche une Créature de Force 4 ou moins qui n'est pas un G.E.L.F. ; mélangez cette Créature dans votre pioche, puis jouez la Créature trouvée sur cette Base comme Créature supplémentaire.</translation>
    </message>
    <message>
      <source>Mimic</source>
      <translation>Imitateur</translation>
    </message>
    <message>
      <source>Ongoing: This minion's base power equals the highest printed power among minion cards in play (0 while not in play); counters and modifiers then apply normally.</source>
      <translation>Permanent : La Force de départ de cette Créature est égale à la plus haute Force inscrite parmi les Créatures en jeu (0 hors du jeu) ; marqueurs et modificateurs s'appliquent ensuite normalement.</translation>
    </message>
    <message>
      <source>Copycat</source>
      <translation>Copieur</translation>
    </message>
    <message>
      <source>On play: Pick another player's minion in play; until the end of the turn this minion has that minion's ability (not its name).</source>
      <translation>Choisissez une Créature en jeu d'un autre joueur ; jusqu'à la fin du tour, cette Créature a son effet (pas son nom).</translation>
    </message>
    <message>
      <source>"...Really?"</source>
      <translation>« ...Vraiment ? »</translation>
    </message>
    <message>
      <source>Destroy one of your minions. Then play, as an extra minion, a minion from your discard pile whose power is equal to or lower than the destroyed minion's (it may be the destroyed minion itself).</source>
      <translation>Détruisez l'une de vos Créatures. Jouez ensuite comme Créature supplémentaire une Créature de votre défausse de Force inférieure ou égale à celle de la Créature détruite (ce peut être la Créature détruite elle-même).</translation>
    </message>
    <message>
      <source>Bacta the Future</source>
      <translation>Retour vers le Bacta</translation>
    </message>
    <message>
      <source>Destroy any minion. Its owner may then play an extra minion right away.</source>
      <translation>Détruisez une Créature. Son propriétaire peut alors jouer immédiatement une Créature supplémentaire.</translation>
    </message>
    <message>
      <source>Cellular Bonding</source>
      <translation>Liaison Cellulaire</translation>
    </message>
    <message>
      <source>Attach to a minion, and pick an action attached to any minion. Ongoing: This card has the picked action's abilities (kept even if that action later leaves play).</source>
      <translation>Attachez : Créature, et choisissez une Action attachée à n'importe quelle Créature. Permanent : Cette carte a les effets de l'Action choisie (même si celle-ci quitte ensuite le jeu).</translation>
    </message>
    <message>
      <source>Genetic Shift</source>
      <translation>Mutation Génétique</translation>
    </message>
    <message>
      <source>Pick a mode. (a) All your minions currently in play: +1 power until end of turn. (b) A single minion of yours: +3 power until end of turn.</source>
      <translation>Choisissez un mode. (a) Toutes vos Créatures actuellement en jeu : la Force de chacune est augmentée de 1 jusqu'à la fin du tour. (b) L'une de vos Créatures : sa Force est augmentée de 3 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Mitosis</source>
      <translation>Mitose</translation>
    </message>
    <message>
      <source>Pick one of your minions in play; from your hand, play another copy of that same card as an extra minion.</source>
      <translation>Choisissez l'une de vos Créatures en jeu ; jouez de votre main un autre exemplaire de cette carte comme Créature supplémentaire.</translation>
    </message>
    <message>
      <source>Shell Game</source>
      <translation>Bonneteau</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: That minion can't be destroyed.</source>
      <translation>Attachez : Créature. Permanent : Cette Créature ne peut pas être détruite.</translation>
    </message>
    <message>
      <source>Splice as Nice</source>
      <translation>Greffe Réussie</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: That minion gets +2 power.</source>
      <translation>Attachez : Créature. Permanent : La Force de cette Créature est augmentée de 2.</translation>
    </message>
    <message>
      <source>Transmogrify</source>
      <translation>Transmogrification</translation>
    </message>
    <message>
      <source>Destroy a minion you control. Then find in your deck a minion whose power is no higher than the destroyed minion's, play it as an extra minion, and shuffle your deck.</source>
      <translation>Détruisez une Créature que vous contrôlez. Cherchez ensuite dans votre pioche une Créature de Force inférieure ou égale à celle de la Créature détruite, jouez-la comme Créature supplémentaire et mélangez votre pioche.</translation>
    </message>
    <message>
      <source>Super Spies</source>
      <translation>Super Espions</translation>
    </message>
    <message>
      <source>Secret Agent</source>
      <translation>Agent Secret</translation>
    </message>
    <message>
      <source>Ongoing: After any other player plays an action, that player must discard a card (even if the action destroyed this minion).</source>
      <translation>Permanent : Après qu'un autre joueur a joué une Action, ce joueur doit défausser une carte (même si l'Action a détruit cette Créature).</translation>
    </message>
    <message>
      <source>Mole</source>
      <translation>Taupe</translation>
    </message>
    <message>
      <source>Special: Before the base this minion is on scores, you may play one extra action.</source>
      <translation>Spécial : Avant la Conquête de la Base où se trouve cette Créature, vous pouvez jouer une Action supplémentaire.</translation>
    </message>
    <message>
      <source>Operative</source>
      <translation>Agent de Terrain</translation>
    </message>
    <message>
      <source>On play: Look at 2 cards of your deck, taking both from its top or both from its bottom (your choice). You may bury one of them at any base; return the others in any order.</source>
      <translation>Regardez 2 cartes de votre pioche, les deux du dessus ou les deux du dessous (au choix). Vous pouvez enterrer l'une d'elles sur n'importe quelle Base ; replacez les autres dans l'ordre de votre choix.</translation>
    </message>
    <message>
      <source>Informant</source>
      <translation>Indic</translation>
    </message>
    <message>
      <source>On play: Look at the top 3 cards of any one deck. If it is your deck, put them back on its top and/or bottom in any order; if it is another deck, put them back unchanged in the original order.</source>
      <translation>Regardez les 3 premières cartes d'une pioche. Si c'est la vôtre, replacez-les dessus et/ou dessous, dans l'ordre de votre choix ; sinon, replacez-les telles quelles, dans leur ordre d'origine.</translation>
    </message>
    <message>
      <source>Discards Are Forever</source>
      <translation>Les Défausses sont éternelles</translation>
    </message>
    <message>
      <source>Each other player discards a minion from the top of their deck. Then you may take a minion from your discard pile whose power is at most that of one of the minions so discarded and put it on top of your deck.</source>
      <translation>Chaque autre joueur défausse une Créature du dessus de sa pioche. Vous pouvez ensuite prendre dans votre défausse une Créature de Force inférieure ou égale à celle de l'une des Créatures ainsi défaussées et la placer sur votre pioche.</translation>
    </message>
    <message>
      <source>For My Eyes Only</source>
      <translation>Rien que pour mes yeux</translation>
    </message>
    <message>
      <source>Look at your top 5 cards, then put them back in any order you like, each one either on top of or under your deck.</source>
      <translation>Regardez les 5 premières cartes de votre pioche, puis replacez-les dans l'ordre de votre choix, chacune sur ou sous votre pioche.</translation>
    </message>
    <message>
      <source>From Q With Love</source>
      <translation>Bons baisers de Q</translation>
    </message>
    <message>
      <source>Draw 2 cards. Then you may discard a card (one just drawn is allowed) to play an extra minion or an extra action.</source>
      <translation>Piochez 2 cartes. Vous pouvez ensuite défausser une carte (même l'une de celles piochées) pour jouer une Créature ou une Action supplémentaire.</translation>
    </message>
    <message>
      <source>Live and Let Chum</source>
      <translation>Vivre et laisser conquérir</translation>
    </message>
    <message>
      <source>Special: Play before a base scores; destroy one minion at that base whose power is 4 or less.</source>
      <translation>Spécial : Jouez cette carte avant la Conquête d'une Base ; détruisez une Créature de Force 4 ou moins sur cette Base.</translation>
    </message>
    <message>
      <source>Mindraker</source>
      <translation>Mindraker</translation>
    </message>
    <message>
      <source>Look at the hand of every other player and at any number of buried or stored cards. Then draw 1 card and play an extra action.</source>
      <translation>Regardez la main de chaque autre joueur et autant de cartes enterrées ou stockées que vous le souhaitez. Piochez ensuite 1 carte et jouez une Action supplémentaire.</translation>
    </message>
    <message>
      <source>Permit to Kill</source>
      <translation>Permis de tuer</translation>
    </message>
    <message>
      <source>Reveal the top 2 cards of each other player's deck; each of them discards the revealed minions, and the remaining revealed cards go back in any order. Then pick one of those players; per minion they discarded, you spread two +1 power counters over your minions.</source>
      <translation>Révélez les 2 premières cartes de la pioche de chaque autre joueur ; chacun défausse les Créatures révélées, et les autres cartes révélées sont replacées dans n'importe quel ordre. Choisissez ensuite l'un de ces joueurs ; pour chaque Créature qu'il a défaussée, répartissez deux marqueurs Force +1 sur vos Créatures.</translation>
    </message>
    <message>
      <source>The Base Is Not Enough</source>
      <translation>La Base ne suffit pas</translation>
    </message>
    <message>
      <source>Special: Play before a base scores; you control one minion at that base whose power is 3 or less until end of turn.</source>
      <translation>Spécial : Jouez cette carte avant la Conquête d'une Base ; prenez le contrôle d'une Créature de Force 3 ou moins de cette Base jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>The Spy Who Ditched Me</source>
      <translation>L'Espion qui m'a largué</translation>
    </message>
    <message>
      <source>Every other player must discard a minion from hand or show that their hand holds no minion. Then, if any of them failed to discard a minion with power 3 or higher, place one +1 power counter on each minion you control.</source>
      <translation>Chaque autre joueur doit défausser une Créature de sa main ou montrer qu'il n'en a aucune. Ensuite, si l'un d'eux n'a pas défaussé de Créature de Force 3 ou plus, placez un marqueur Force +1 sur chaque Créature que vous contrôlez.</translation>
    </message>
    <message>
      <source>Time Travelers</source>
      <translation>Voyageurs du Temps</translation>
    </message>
    <message>
      <source>Doctor When</source>
      <translation>Docteur When</translation>
    </message>
    <message>
      <source>On play: You may pick another minion of yours in play and return it to your hand; if you do, you may immediately replay it as an extra minion.</source>
      <translation>Vous pouvez choisir une autre de vos Créatures en jeu et la renvoyer dans votre main ; dans ce cas, vous pouvez la rejouer immédiatement comme Créature supplémentaire.</translation>
    </message>
    <message>
      <source>Repeater Perfect</source>
      <translation>Répéteur Parfait</translation>
    </message>
    <message>
      <source>On play: Choose an action in your discard pile and place it on top of your deck.</source>
      <translation>Choisissez une Action de votre défausse et placez-la sur votre pioche.</translation>
    </message>
    <message>
      <source>Time Raider</source>
      <translation>Pilleur Temporel</translation>
    </message>
    <message>
      <source>Talent: Move a card from your discard pile to the bottom of your deck.</source>
      <translation>Talent : Placez une carte de votre défausse sous votre pioche.</translation>
    </message>
    <message>
      <source>Jumper</source>
      <translation>Sauteur</translation>
    </message>
    <message>
      <source>Ongoing: When this minion goes from play to the discard pile, you may return it to your hand.</source>
      <translation>Permanent : Quand cette Créature passe du jeu à la défausse, vous pouvez la reprendre en main.</translation>
    </message>
    <message>
      <source>1.21 Gigawatts</source>
      <translation>1,21 Gigawatts</translation>
    </message>
    <message>
      <source>Pick actions or minions (one type only); every card of that type in your discard pile is shuffled into your deck.</source>
      <translation>Choisissez les Actions ou les Créatures (un seul type) ; toutes les cartes de ce type de votre défausse sont mélangées dans votre pioche.</translation>
    </message>
    <message>
      <source>Do Over!</source>
      <translation>On Recommence !</translation>
    </message>
    <message>
      <source>Return one of your minions on a base to your hand; you may immediately play it again as an extra minion.</source>
      <translation>Renvoyez l'une de vos Créatures en jeu dans votre main ; vous pouvez la rejouer immédiatement comme Créature supplémentaire.</translation>
    </message>
    <message>
      <source>Into the Time Slip</source>
      <translation>Dans la Faille Temporelle</translation>
    </message>
    <message>
      <source>Return any one card in play to its owner's hand.</source>
      <translation>Renvoyez une carte en jeu dans la main de son propriétaire.</translation>
    </message>
    <message>
      <source>It's Astounding</source>
      <translation>C'est Stupéfiant</translation>
    </message>
    <message>
      <source>Choose an action in your discard pile and play it as an extra action, right away (before this card is discarded).</source>
      <translation>Choisissez une Action de votre défausse et jouez-la immédiatement comme Action supplémentaire (avant que cette carte soit défaussée).</translation>
    </message>
    <message>
      <source>Stasis Field</source>
      <translation>Champ de Stase</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: That base can't score. This action is destroyed when your turn starts.</source>
      <translation>Attachez : Base. Permanent : Cette Base ne peut pas être conquise. Cette Action est détruite au début de votre tour.</translation>
    </message>
    <message>
      <source>Time is Fleeting</source>
      <translation>Le Temps File</translation>
    </message>
    <message>
      <source>Special: After a base scores, if the base discard pile holds a base, play this: instead of drawing the replacement from the base deck, put in a base of your choice from the base discard pile (not the base that just scored).</source>
      <translation>Spécial : Après la Conquête d'une Base, si la défausse Base en contient une, jouez cette carte : au lieu de piocher la remplaçante dans la pioche Base, mettez en jeu une Base de votre choix de la défausse Base (pas celle qui vient d'être conquise).</translation>
    </message>
    <message>
      <source>Time Walk</source>
      <translation>Balade Temporelle</translation>
    </message>
    <message>
      <source>This turn you may play 1 extra minion and 1 extra action. Draw 2 cards. Afterwards this card goes to the bottom of your deck, not to your discard pile.</source>
      <translation>Ce tour-ci, vous pouvez jouer 1 Créature et 1 Action supplémentaires. Piochez 2 cartes. Placez ensuite cette carte sous votre pioche et non dans votre défausse.</translation>
    </message>
    <message>
      <source>Wormhole</source>
      <translation>Trou de Ver</translation>
    </message>
    <message>
      <source>Special: Play after a base scores; shuffle as many of your minions at that base as you choose (possibly none) into your deck.</source>
      <translation>Spécial : Jouez cette carte après la Conquête d'une Base ; mélangez dans votre pioche autant de vos Créatures de cette Base que vous le souhaitez (éventuellement aucune).</translation>
    </message>
    <message>
      <source>Monkey Lab</source>
      <translation>Laboratoire Primitif</translation>
    </message>
    <message>
      <source>Each minion here gets +1 power per action attached to it.</source>
      <translation>La Force de chaque Créature sur cette Base est augmentée de 1 par Action qui lui est attachée.</translation>
    </message>
    <message>
      <source>Primate Park</source>
      <translation>Parc des Primates</translation>
    </message>
    <message>
      <source>After scoring: the winner may take back into their hand any number of their own actions that are attached to minions here.</source>
      <translation>Après la Conquête : le Vainqueur peut reprendre en main autant de ses Actions attachées aux Créatures de cette Base qu'il le souhaite.</translation>
    </message>
    <message>
      <source>Faceless City</source>
      <translation>Cité sans Visage</translation>
    </message>
    <message>
      <source>Once per turn, when you have played a minion at this base, you may find another card with that name in your deck, reveal it and add it to your hand; shuffle your deck afterwards.</source>
      <translation>Une fois par tour, après avoir joué une Créature sur cette Base, vous pouvez chercher dans votre pioche une autre carte du même nom, la révéler et la placer dans votre main ; mélangez ensuite votre pioche.</translation>
    </message>
    <message>
      <source>The Vats</source>
      <translation>Les Cuves</translation>
    </message>
    <message>
      <source>A minion cannot be played here if a minion with the same name is already here.</source>
      <translation>Une Créature ne peut pas être jouée sur cette Base si une Créature du même nom s'y trouve déjà.</translation>
    </message>
    <message>
      <source>ISI's Swingin' Pad</source>
      <translation>Le Repaire Branché de l'ISI</translation>
    </message>
    <message>
      <source>Each turn, after the first minion you play here, you may look at as many cards from any one player's deck as that minion's printed power, then put them back in any order.</source>
      <translation>À chaque tour, après la première Créature que vous jouez ici, vous pouvez regarder autant de cartes de la pioche d'un joueur que la Force inscrite de cette Créature, puis les replacer dans l'ordre de votre choix.</translation>
    </message>
    <message>
      <source>Secret Volcano Headquarters</source>
      <translation>QG Secret du Volcan</translation>
    </message>
    <message>
      <source>Before scoring: every player who has a minion here reveals their top deck card; a revealed minion is played onto this base.</source>
      <translation>Avant la Conquête : chaque joueur ayant une Créature sur cette Base révèle la première carte de sa pioche ; une Créature révélée est jouée sur cette Base.</translation>
    </message>
    <message>
      <source>Portal Room</source>
      <translation>Salle du Portail</translation>
    </message>
    <message>
      <source>When this base scores, its winner gets an extra turn, taken once the current turn is over.</source>
      <translation>Lors de la Conquête de cette Base, son Vainqueur joue un tour supplémentaire, une fois le tour en cours terminé.</translation>
    </message>
    <message>
      <source>The Nexus</source>
      <translation>Le Nexus</translation>
    </message>
    <message>
      <source>After scoring, before this base is replaced: the winner may choose a base in the base discard pile and place it on top of the base deck.</source>
      <translation>Après la Conquête, avant le remplacement de cette Base : le Vainqueur peut choisir une Base de la défausse Base et la placer sur la pioche Base.</translation>
    </message>
    <message>
      <source>Smash Up All Stars</source>
      <translation>Dream Team</translation>
    </message>
    <message>
      <source>Granny</source>
      <translation>Mamie</translation>
    </message>
    <message>
      <source>Talent: Check the top card of your deck and choose whether it stays there or goes under the rest of your deck.</source>
      <translation>Talent : Regardez la première carte de votre pioche et laissez-la sur le dessus ou placez-la sous votre pioche.</translation>
    </message>
    <message>
      <source>Talent: Choose from your deck a minion of power 4 or less other than a G.E.L.F.; this minion is shuffled into your deck and the chosen one is played on this base as an extra minion.</source>
      <translation>Talent : Choisissez dans votre pioche une Créature de Force 4 ou moins autre qu'un G.E.L.F. ; mélangez cette Créature dans votre pioche et jouez la Créature choisie sur cette Base comme Créature supplémentaire.</translation>
    </message>
    <message>
      <source>Imperial Dragon</source>
      <translation>Dragon Impérial</translation>
    </message>
    <message>
      <source>Ongoing: Each time another player plays a minion on this base, or moves any minion onto this base, you draw 1 card.</source>
      <translation>Permanent : Chaque fois qu'un autre joueur joue une Créature sur cette Base ou y déplace une Créature, piochez 1 carte.</translation>
    </message>
    <message>
      <source>Lab Assistant</source>
      <translation>Assistant de Labo</translation>
    </message>
    <message>
      <source>On play: Put one +1 power counter on another minion of yours.</source>
      <translation>Placez un marqueur Force +1 sur une autre de vos Créatures.</translation>
    </message>
    <message>
      <source>Puck</source>
      <translation>Puck</translation>
    </message>
    <message>
      <source>On play: Choose one: play an extra action, or draw 1 card.</source>
      <translation>Au choix : jouez une Action supplémentaire, ou piochez 1 carte.</translation>
    </message>
    <message>
      <source>Ensign</source>
      <translation>Enseigne</translation>
    </message>
    <message>
      <source>Ongoing: If a card an opponent plays would directly affect one of your other minions at this base, you may have it affect this minion in that one's place.</source>
      <translation>Permanent : Si une carte jouée par un adversaire devait affecter directement une autre de vos Créatures sur cette Base, vous pouvez faire en sorte qu'elle affecte cette Créature à sa place.</translation>
    </message>
    <message>
      <source>Fan</source>
      <translation>Fan</translation>
    </message>
    <message>
      <source>Special: During your turn you may move this card from your hand to your discard pile; if you do, draw 1 card.</source>
      <translation>Spécial : Pendant votre tour, vous pouvez placer cette carte de votre main dans votre défausse ; si vous le faites, piochez 1 carte.</translation>
    </message>
    <message>
      <source>Servitor of Cthulhu</source>
      <translation>Séide de Cthulhu</translation>
    </message>
    <message>
      <source>Talent: Destroy this minion, then take an action from your discard pile and put it on top of your deck.</source>
      <translation>Talent : Détruisez cette Créature, puis prenez une Action de votre défausse et placez-la sur le dessus de votre pioche.</translation>
    </message>
    <message>
      <source>Sprout</source>
      <translation>Pousse</translation>
    </message>
    <message>
      <source>Ongoing: At the start of each of your turns this minion is destroyed; you may then find in your deck a minion with power 3 or less, play it as an extra minion at the base this minion occupied, and shuffle your deck.</source>
      <translation>Permanent : Au début de chacun de vos tours, détruisez cette Créature ; vous pouvez alors chercher dans votre pioche une Créature de Force 3 ou moins, la jouer comme Créature supplémentaire sur la Base où se trouvait cette Créature, puis mélanger votre pioche.</translation>
    </message>
    <message>
      <source>Begin the Summoning</source>
      <translation>Que l'Invocation Commence</translation>
    </message>
    <message>
      <source>Take a minion from your discard pile and put it on top of your deck. You may also play one extra action.</source>
      <translation>Prenez une Créature de votre défausse et placez-la sur le dessus de votre pioche. Vous pouvez aussi jouer une Action supplémentaire.</translation>
    </message>
    <message>
      <source>Favor of Dionysus</source>
      <translation>Faveur de Dionysos</translation>
    </message>
    <message>
      <source>Give one of your minions +1 power until end of turn, and play an extra action. You may then put this card on top of your deck rather than into your discard pile.</source>
      <translation>La Force de l'une de vos Créatures est augmentée de 1 jusqu'à la fin du tour. Jouez une Action supplémentaire. Vous pouvez ensuite placer cette carte sur le dessus de votre pioche plutôt que dans votre défausse.</translation>
    </message>
    <message>
      <source>Friendship Power</source>
      <translation>Pouvoir de l'Amitié</translation>
    </message>
    <message>
      <source>Move one of your minions to another base on which you already have a minion. You may then return this card to your hand rather than discarding it.</source>
      <translation>Déplacez une de vos Créatures sur une autre Base où vous avez déjà une Créature. Vous pouvez ensuite reprendre cette carte en main plutôt que de la défausser.</translation>
    </message>
    <message>
      <source>Full Moon</source>
      <translation>Pleine Lune</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: Your minions here get +1 power each.</source>
      <translation>Attachez : Base. Permanent : La Force de chacune de vos Créatures sur cette Base est augmentée de 1.</translation>
    </message>
    <message>
      <source>Ghostly Arrival</source>
      <translation>Arrivée Spectrale</translation>
    </message>
    <message>
      <source>You may play one extra minion, one extra action, or one of each.</source>
      <translation>Vous pouvez jouer une Créature supplémentaire, une Action supplémentaire, ou une de chaque.</translation>
    </message>
    <message>
      <source>Immediately play, as an extra action, one action card taken from your discard pile; it resolves before this card itself is discarded.</source>
      <translation>Jouez immédiatement, comme Action supplémentaire, une Action de votre défausse ; elle est résolue avant que cette carte ne soit elle-même défaussée.</translation>
    </message>
    <message>
      <source>Non-Infinite Loop</source>
      <translation>Boucle Non Infinie</translation>
    </message>
    <message>
      <source>Right away, play a standard action as an extra action; once it resolves you may return it to your hand rather than to its normal destination (an action whose play conditions are not met does nothing and simply goes back to your hand).</source>
      <translation>Jouez immédiatement une Action standard comme Action supplémentaire ; une fois résolue, vous pouvez la reprendre en main plutôt que de la placer là où elle irait (une Action dont les conditions de jeu ne sont pas remplies n'a aucun effet et revient simplement dans votre main).</translation>
    </message>
    <message>
      <source>Prepare for Battle</source>
      <translation>Paré pour la Bataille</translation>
    </message>
    <message>
      <source>Reveal your top 3 cards; draw 2 of them and put the remaining one on top of or at the bottom of your deck (your choice).</source>
      <translation>Révélez les 3 premières cartes de votre pioche ; piochez-en 2 et placez la dernière sur le dessus ou sous votre pioche (au choix).</translation>
    </message>
    <message>
      <source>Destroy one minion in play whose power is 3 or less.</source>
      <translation>Détruisez une Créature en jeu de Force 3 ou moins.</translation>
    </message>
    <message>
      <source>Square Deal</source>
      <translation>Marché Équitable</translation>
    </message>
    <message>
      <source>Draw cards one at a time until some other player has fewer cards in hand than you (if that is already so, draw none).</source>
      <translation>Piochez des cartes une par une jusqu'à ce qu'un autre joueur ait moins de cartes en main que vous (si c'est déjà le cas, n'en piochez aucune).</translation>
    </message>
    <message>
      <source>Fort Titanosaurus</source>
      <translation>Fort Titanosaure</translation>
    </message>
    <message>
      <source>Special: During your turn, if you have played no minion yet this turn, you may play this titan by destroying one of your minions; it enters at that minion's base carrying +1 power counters equal to the destroyed minion's power. Ongoing: Once per turn, after an action you play directly affects one or more minions, you may add a +1 power counter to one affected minion, to this titan, or to both. Talent: Draw 1 card if this titan carries at least four +1 power counters.</source>
      <translation>Spécial : Pendant votre tour, si vous n'avez encore joué aucune Créature ce tour-ci, vous pouvez jouer ce Titan en détruisant l'une de vos Créatures ; il entre en jeu sur la Base de cette Créature avec autant de marqueurs Force +1 que la Force de la Créature détruite. Permanent : Une fois par tour, après qu'une Action que vous jouez a affecté directement une ou plusieurs Créatures, vous pouvez placer un marqueur Force +1 sur l'une des Créatures affectées, sur ce Titan, ou sur les deux. Talent : Piochez 1 carte si ce Titan porte au moins quatre marqueurs Force +1.</translation>
    </message>
    <message>
      <source>Invisible Ninja</source>
      <translation>Ninja Invisible</translation>
    </message>
    <message>
      <source>Special: During your turn, if this titan was out of play when the turn began, you may discard a card to play it at a base where you have a minion. Ongoing: Once per turn, when you have destroyed a card belonging to another player or returned one of your own minions to your hand, you may look at your top 2 cards, keep one of them as a draw and shuffle the other back into your deck. Special: When your turn starts, you may destroy this titan; if you do, play an extra minion whose power is 3 or less.</source>
      <translation>Spécial : Pendant votre tour, si ce Titan était hors jeu au début du tour, vous pouvez défausser une carte pour le jouer sur une Base où vous avez une Créature. Permanent : Une fois par tour, quand vous avez détruit une carte appartenant à un autre joueur ou renvoyé l'une de vos Créatures dans votre main, vous pouvez regarder les 2 premières cartes de votre pioche, en piocher une et mélanger l'autre dans votre pioche. Spécial : Au début de votre tour, vous pouvez détruire ce Titan ; si vous le faites, jouez une Créature supplémentaire de Force 3 ou moins.</translation>
    </message>
    <message>
      <source>The Kraken</source>
      <translation>Le Kraken</translation>
    </message>
    <message>
      <source>Special: While this titan is out of play, after a base where you had a minion scores, you may say "Release the Kraken!" to play it on the base that replaces the scored one. Talent: Move this titan to another base; until the start of your next turn, minions of other players at that base have -1 power. Special: After the base holding this titan scores, move one of your minions from it to another base.</source>
      <translation>Spécial : Tant que ce Titan est hors jeu, après la Conquête d'une Base où vous aviez une Créature, vous pouvez dire « Libérez le Kraken ! » pour le jouer sur la Base qui remplace la Base conquise. Talent : Déplacez ce Titan sur une autre Base ; jusqu'au début de votre prochain tour, la Force des Créatures des autres joueurs sur cette Base est diminuée de 1. Spécial : Après la Conquête de la Base où se trouve ce Titan, déplacez l'une de vos Créatures de cette Base sur une autre Base.</translation>
    </message>
    <message>
      <source>Big Funny Giant</source>
      <translation>Grand Géant Farceur</translation>
    </message>
    <message>
      <source>Special: You may play this titan in place of your normal minion play. Ongoing: After another player plays a minion at this base, that player must discard a card. When each other player's turn ends, if that player has no minion here, you may add a +1 power counter to this titan. Special: On this base's scoring, if you are its winner and at least one other player has no minion here, gain 1 VP.</source>
      <translation>Spécial : Vous pouvez jouer ce Titan au lieu de jouer votre Créature gratuite. Permanent : Après qu'un autre joueur a joué une Créature sur cette Base, ce joueur doit défausser une carte. À la fin du tour de chaque autre joueur, s'il n'a aucune Créature ici, vous pouvez placer un marqueur Force +1 sur ce Titan. Spécial : Lors de la Conquête de cette Base, si vous en êtes le Vainqueur et qu'au moins un autre joueur n'a aucune Créature ici, gagnez 1 PV.</translation>
    </message>
    <message>
      <source>Arcane Protector</source>
      <translation>Protecteur Arcanique</translation>
    </message>
    <message>
      <source>Special: Right after you play your fifth or later card of a turn, you may play this titan. Ongoing: At this base you have +1 power per 2 cards in your hand. Talent: Draw 1 card.</source>
      <translation>Spécial : Juste après avoir joué votre cinquième carte d'un tour (ou une suivante), vous pouvez jouer ce Titan. Permanent : Votre total de Force sur cette Base est augmenté de 1 par paire de cartes dans votre main. Talent : Piochez 1 carte.</translation>
    </message>
    <message>
      <source>Geeks</source>
      <translation>Geeks</translation>
    </message>
    <message>
      <source>Felicia Day</source>
      <translation>Felicia Day</translation>
    </message>
    <message>
      <source>On play: Move every minion in play to this base (all at once, moved by you).</source>
      <translation>Déplacez toutes les Créatures en jeu sur cette Base (toutes en même temps ; c'est vous qui les déplacez).</translation>
    </message>
    <message>
      <source>Wil Wheaton</source>
      <translation>Wil Wheaton</translation>
    </message>
    <message>
      <source>Special: When an opponent plays an action, you may play this minion; that action is discarded and has no effect.</source>
      <translation>Spécial : Quand un adversaire joue une Action, vous pouvez jouer cette Créature ; cette Action est défaussée et n'a aucun effet.</translation>
    </message>
    <message>
      <source>Game Guru</source>
      <translation>Gourou du Jeu</translation>
    </message>
    <message>
      <source>Ongoing: Abilities of other players do not affect this minion.</source>
      <translation>Permanent : Les effets des autres joueurs n'affectent pas cette Créature.</translation>
    </message>
    <message>
      <source>Special: During your turn you may put this card from your hand into your discard pile; if you do, draw 1 card.</source>
      <translation>Spécial : Pendant votre tour, vous pouvez placer cette carte de votre main dans votre défausse ; si vous le faites, piochez 1 carte.</translation>
    </message>
    <message>
      <source>Banned List</source>
      <translation>Liste des Interdits</translation>
    </message>
    <message>
      <source>For each other player: name a card, then look at their hand; every copy of the named card found there goes to the bottom of that player's deck.</source>
      <translation>Pour chaque autre joueur : nommez une carte, puis regardez sa main ; tous les exemplaires de la carte nommée qui s'y trouvent sont placés sous la pioche de ce joueur.</translation>
    </message>
    <message>
      <source>Control Minion</source>
      <translation>Prise de Contrôle</translation>
    </message>
    <message>
      <source>Gain control of any minion until end of turn. Special: Or play this when another player plays a minion, gaining control of that minion until end of turn (it stays on the base it was played to).</source>
      <translation>Prenez le contrôle d'une Créature jusqu'à la fin du tour. Spécial : Ou jouez cette carte quand un autre joueur joue une Créature, pour en prendre le contrôle jusqu'à la fin du tour (elle reste sur la Base où elle a été jouée).</translation>
    </message>
    <message>
      <source>Cosplay</source>
      <translation>Cosplay</translation>
    </message>
    <message>
      <source>Special: When you gain 1 or more VP, play this to gain 1 more VP.</source>
      <translation>Spécial : Quand vous gagnez 1 PV ou plus, jouez cette carte pour gagner 1 PV supplémentaire.</translation>
    </message>
    <message>
      <source>Force of Wil</source>
      <translation>Force de Wil</translation>
    </message>
    <message>
      <source>Special: When an opponent plays an action, play this: that action is discarded and has no effect.</source>
      <translation>Spécial : Quand un adversaire joue une Action, jouez cette carte : cette Action est défaussée et n'a aucun effet.</translation>
    </message>
    <message>
      <source>Griefer</source>
      <translation>Griefer</translation>
    </message>
    <message>
      <source>For each other player, pick one option (may differ per player): they discard a random card; or they destroy one of their minions; or they shuffle their discard pile into their deck.</source>
      <translation>Pour chaque autre joueur, choisissez une option (qui peut différer d'un joueur à l'autre) : il défausse une carte au hasard ; ou il détruit l'une de ses Créatures ; ou il mélange sa défausse dans sa pioche.</translation>
    </message>
    <message>
      <source>Min-Maxing</source>
      <translation>Min-Maxing</translation>
    </message>
    <message>
      <source>Look at the hand of one opponent; you may play one action card from it as an extra action.</source>
      <translation>Regardez la main d'un adversaire ; vous pouvez jouer l'une de ses Actions comme Action supplémentaire.</translation>
    </message>
    <message>
      <source>Mulligan</source>
      <translation>Mulligan</translation>
    </message>
    <message>
      <source>Look at your top 5 cards. You may take all 5 into your hand; if you do, every other card that was in your hand is shuffled into your deck. If you don't, the 5 stay on top in their order.</source>
      <translation>Regardez les 5 premières cartes de votre pioche. Vous pouvez les prendre toutes les 5 en main ; dans ce cas, toutes les autres cartes de votre main sont mélangées dans votre pioche. Sinon, les 5 cartes restent sur le dessus, dans leur ordre.</translation>
    </message>
    <message>
      <source>Play an extra standard action immediately; once it resolves you may take it back into your hand rather than send it to its usual destination (if its play conditions aren't met, it does nothing and just returns to your hand).</source>
      <translation>Jouez immédiatement une Action standard supplémentaire ; une fois résolue, vous pouvez la reprendre en main plutôt que de l'envoyer là où elle irait (si ses conditions de jeu ne sont pas remplies, elle n'a aucun effet et reste simplement dans votre main).</translation>
    </message>
    <message>
      <source>Rules Lawyer</source>
      <translation>Avocat des Règles</translation>
    </message>
    <message>
      <source>Move one action attached to a base onto a different base, or move one action attached to a minion onto a different minion.</source>
      <translation>Transférez une Action attachée à une Base vers une autre Base, ou une Action attachée à une Créature vers une autre Créature.</translation>
    </message>
    <message>
      <source>TableTop</source>
      <translation>Jeu de Plateau</translation>
    </message>
    <message>
      <source>When this base scores, its winner draws 3 cards and then discards 2 cards.</source>
      <translation>Lors de la Conquête de cette Base, le Vainqueur pioche 3 cartes puis en défausse 2.</translation>
    </message>
    <message>
      <source>The Con</source>
      <translation>La Convention</translation>
    </message>
    <message>
      <source>Each time a minion is played at this base, the other minions here that share its faction gain +1 power until end of turn.</source>
      <translation>Chaque fois qu'une Créature est jouée sur cette Base, la Force des autres Créatures de sa Faction sur cette Base est augmentée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Locker Room</source>
      <translation>Le Vestiaire</translation>
    </message>
    <message>
      <source>At the start of each player's turn, if that player has a minion here, they draw 1 card.</source>
      <translation>Au début du tour de chaque joueur, s'il a une Créature sur cette Base, il pioche 1 carte.</translation>
    </message>
    <message>
      <source>Stadium</source>
      <translation>Le Stade</translation>
    </message>
    <message>
      <source>After a minion here is destroyed, the player who controlled it draws 1 card.</source>
      <translation>Après la destruction d'une Créature sur cette Base, le joueur qui la contrôlait pioche 1 carte.</translation>
    </message>
    <message>
      <source>Avengers</source>
      <translation>Avengers</translation>
    </message>
    <message>
      <source>Black Widow</source>
      <translation>Black Widow</translation>
    </message>
    <message>
      <source>On play: You may destroy one character on this base whose power is 5 or less.</source>
      <translation>Vous pouvez détruire un Personnage de Force 5 ou moins sur cette Base.</translation>
    </message>
    <message>
      <source>Captain America</source>
      <translation>Captain America</translation>
    </message>
    <message>
      <source>Talent: Until end of turn, each of your other characters on this base at that moment gets +1 power (characters arriving later are not affected).</source>
      <translation>Talent : Jusqu'à la fin du tour, la Force de chacun de vos autres Personnages actuellement sur cette Base est augmentée de 1 (ceux qui arrivent ensuite ne sont pas concernés).</translation>
    </message>
    <message>
      <source>Hawkeye</source>
      <translation>Hawkeye</translation>
    </message>
    <message>
      <source>On play: Draw 3 cards, then discard 2 cards.</source>
      <translation>Piochez 3 cartes, puis défaussez 2 cartes.</translation>
    </message>
    <message>
      <source>Hulk</source>
      <translation>Hulk</translation>
    </message>
    <message>
      <source>Talent: +2 power to this character until end of turn.</source>
      <translation>Talent : La Force de ce Personnage est augmentée de 2 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Iron Man</source>
      <translation>Iron Man</translation>
    </message>
    <message>
      <source>Talent: Move this character, plus up to 1 other character of yours from this base, to another base.</source>
      <translation>Talent : Déplacez ce Personnage et jusqu'à 1 autre de vos Personnages de cette Base vers une autre Base.</translation>
    </message>
    <message>
      <source>Thor</source>
      <translation>Thor</translation>
    </message>
    <message>
      <source>On play: Search your deck and/or your discard pile for Mjolnir, reveal it and draw it; if the deck was searched, shuffle it afterwards. Talent: Move Mjolnir from the character it is on to another character.</source>
      <translation>Cherchez Mjolnir dans votre pioche et/ou votre défausse, révélez-le et piochez-le ; si vous avez cherché dans votre pioche, mélangez-la ensuite. Talent : Déplacez Mjolnir du Personnage auquel il est attaché vers un autre Personnage.</translation>
    </message>
    <message>
      <source>Avengers Assemble</source>
      <translation>Avengers, Rassemblement !</translation>
    </message>
    <message>
      <source>Pick 0-2 characters in your discard pile; they are shuffled into your deck.</source>
      <translation>Choisissez jusqu'à 2 Personnages dans votre défausse et mélangez-les dans votre pioche.</translation>
    </message>
    <message>
      <source>Cap’s Shield</source>
      <translation>Bouclier de Cap</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: Your characters on this character's base cannot be affected by other players' actions. If the attached character is Captain America, each of those characters of yours also has +1 power.</source>
      <translation>Modificateur de Personnage. Permanent : Vos Personnages sur la Base de ce Personnage ne peuvent pas être affectés par les Actions des autres joueurs. Si ce Personnage est Captain America, la Force de chacun de ces Personnages est aussi augmentée de 1.</translation>
    </message>
    <message>
      <source>Hawkeye’s Arrows</source>
      <translation>Flèches d'Hawkeye</translation>
    </message>
    <message>
      <source>Reveal cards from the top of your deck until 2 actions have been revealed (stop early if the deck runs out). Draw those actions; shuffle the other revealed cards back into your deck. If Hawkeye is in play, you may play the drawn actions as extra actions.</source>
      <translation>Révélez les cartes du dessus de votre pioche jusqu'à révéler 2 Actions (arrêtez-vous si votre pioche est épuisée). Piochez ces Actions et mélangez les autres cartes révélées dans votre pioche. Si Hawkeye est en jeu, vous pouvez jouer les Actions piochées comme Actions supplémentaires.</translation>
    </message>
    <message>
      <source>Hulk Smash</source>
      <translation>Hulk Écrase</translation>
    </message>
    <message>
      <source>Choose a base and destroy any number of base modifiers on it. Then, if Hulk is on that base, you may destroy the base itself with all its modifiers and replace it with the top card of the base deck; every character there stays, now on the new base (the destroyed base does not score).</source>
      <translation>Choisissez une Base et détruisez autant de Modificateurs de Base qui lui sont attachés que vous le souhaitez. Ensuite, si Hulk est sur cette Base, vous pouvez détruire la Base elle-même avec tous ses Modificateurs et la remplacer par la première carte de la pioche Base ; les Personnages restent en jeu sur la nouvelle Base (la Base détruite n'est pas conquise).</translation>
    </message>
    <message>
      <source>J.A.R.V.I.S.</source>
      <translation>J.A.R.V.I.S.</translation>
    </message>
    <message>
      <source>Attach to a base. Talent: Draw 1 card, then discard 1 card.</source>
      <translation>Modificateur de Base. Talent : Piochez 1 carte, puis défaussez 1 carte.</translation>
    </message>
    <message>
      <source>Mjolnir</source>
      <translation>Mjolnir</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: The attached character has +2 power if it is Thor; any other character it is on has -2 power.</source>
      <translation>Modificateur de Personnage. Permanent : Si ce Personnage est Thor, sa Force est augmentée de 2 ; sinon, elle est diminuée de 2.</translation>
    </message>
    <message>
      <source>Modular Tech</source>
      <translation>Technologie Modulaire</translation>
    </message>
    <message>
      <source>Move one of your modifiers, either character-to-character or base-to-base. Then play an extra action (allowed even if nothing was moved).</source>
      <translation>Déplacez l'un de vos Modificateurs, d'un Personnage vers un autre ou d'une Base vers une autre. Puis jouez une Action supplémentaire (même si rien n'a été déplacé).</translation>
    </message>
    <message>
      <source>Repulsor Boots</source>
      <translation>Bottes à Réactions</translation>
    </message>
    <message>
      <source>Move a character you control to a different base. Special: Before a base scores, you may play this card to move Iron Man (from any base to any other base) instead of using the normal effect.</source>
      <translation>Déplacez un Personnage que vous contrôlez vers une autre Base. Spécial : Avant la Conquête d'une Base, vous pouvez jouer cette carte pour déplacer Iron Man (de n'importe quelle Base vers n'importe quelle autre) au lieu de résoudre l'effet normal.</translation>
    </message>
    <message>
      <source>Strategize</source>
      <translation>Élaborer une Stratégie</translation>
    </message>
    <message>
      <source>Look at your top 4 cards; put 2 of them back on top of your deck and the other 2 on the bottom, in any order you like.</source>
      <translation>Consultez les 4 premières cartes de votre pioche ; replacez-en 2 au sommet de votre pioche et les 2 autres en dessous, dans l'ordre de votre choix.</translation>
    </message>
    <message>
      <source>Tactical Advantage</source>
      <translation>Avantage Tactique</translation>
    </message>
    <message>
      <source>One character of your choice (any player's) gets +3 power until end of turn.</source>
      <translation>La Force d'un Personnage de votre choix (de n'importe quel joueur) est augmentée de 3 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Thunder and Lightning</source>
      <translation>Tonnerre et Éclairs</translation>
    </message>
    <message>
      <source>Destroy 1 character (any player's) with power 3 or less.</source>
      <translation>Détruisez un Personnage de Force 3 ou moins (de n'importe quel joueur).</translation>
    </message>
    <message>
      <source>Widow’s Bite</source>
      <translation>Morsure de la Veuve</translation>
    </message>
    <message>
      <source>Special: Play only before a base scores. Each other player's character on that base at that moment gets -1 power until end of turn; if Black Widow is on that base, she gets +2 power until end of turn.</source>
      <translation>Spécial : À jouer uniquement avant la Conquête d'une Base. La Force de chaque Personnage des autres joueurs actuellement sur cette Base est diminuée de 1 jusqu'à la fin du tour ; si Black Widow est sur cette Base, sa Force est augmentée de 2 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Hydra</source>
      <translation>Hydra</translation>
    </message>
    <message>
      <source>Red Skull</source>
      <translation>Crâne Rouge</translation>
    </message>
    <message>
      <source>Ongoing: Whenever a character you control is destroyed, you then draw 1 card. Talent: Cost: destroy a character you control (Red Skull himself is allowed). Effect: draw 1 card.</source>
      <translation>Permanent : Chaque fois qu'un Personnage que vous contrôlez est détruit, piochez ensuite 1 carte. Talent : Détruisez un Personnage que vous contrôlez (Crâne Rouge compris) pour piocher 1 carte.</translation>
    </message>
    <message>
      <source>Baron Strucker</source>
      <translation>Baron Strucker</translation>
    </message>
    <message>
      <source>Talent: Destroy a character you control; once it has been destroyed, move up to 2 characters you control from other bases onto this character's base.</source>
      <translation>Talent : Détruisez un Personnage que vous contrôlez. Après qu'il a été détruit, déplacez jusqu'à 2 Personnages que vous contrôlez depuis d'autres Bases sur la Base de ce Personnage.</translation>
    </message>
    <message>
      <source>Madame Hydra</source>
      <translation>Madame Hydra</translation>
    </message>
    <message>
      <source>Talent: Cost: destroy a character you control. Effect: this character gets +2 power until end of turn.</source>
      <translation>Talent : Détruisez un Personnage que vous contrôlez pour augmenter de 2 la Force de ce Personnage jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Arnim Zola</source>
      <translation>Arnim Zola</translation>
    </message>
    <message>
      <source>Ongoing: +1 power for each other character of yours on this base that has a printed power of 2 or less (current power is irrelevant).</source>
      <translation>Permanent : La Force de ce Personnage est augmentée de 1 pour chacun de vos autres Personnages sur cette Base dont la Force inscrite est de 2 ou moins (leur Force actuelle ne compte pas).</translation>
    </message>
    <message>
      <source>Hydra Agent</source>
      <translation>Agent d'Hydra</translation>
    </message>
    <message>
      <source>Ongoing: After this character is destroyed, play up to 2 characters of power 2 or less on this base as extra characters.</source>
      <translation>Permanent : Après que ce Personnage a été détruit, jouez jusqu'à 2 Personnages supplémentaires de Force 2 ou moins sur cette Base.</translation>
    </message>
    <message>
      <source>Fanatical Devotion</source>
      <translation>Dévotion Fanatique</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: While at least one of your characters has been destroyed on this base this turn, each of your characters on this base has +2 power.</source>
      <translation>Modificateur de Base. Permanent : Si au moins un de vos Personnages a été détruit sur cette Base ce tour-ci, la Force de chacun de vos Personnages sur cette Base est augmentée de 2.</translation>
    </message>
    <message>
      <source>Hail Hydra!</source>
      <translation>Hail Hydra !</translation>
    </message>
    <message>
      <source>Cost: destroy a character you control. Effect: draw N cards, where N is that character's power.</source>
      <translation>Détruisez un Personnage que vous contrôlez pour piocher autant de cartes que sa Force.</translation>
    </message>
    <message>
      <source>Hour of Destiny</source>
      <translation>L'Heure du Destin</translation>
    </message>
    <message>
      <source>Find 0-2 characters with power 2 or less by searching your deck; reveal and draw them. Shuffle the deck afterwards.</source>
      <translation>Cherchez dans votre pioche de 0 à 2 Personnages de Force 2 ou moins, révélez-les et piochez-les. Mélangez ensuite votre pioche.</translation>
    </message>
    <message>
      <source>Reactivate Agents</source>
      <translation>Réactivation des Agents</translation>
    </message>
    <message>
      <source>Take up to 2 characters with power 2 or less from your discard pile and put them into your hand.</source>
      <translation>Prenez jusqu'à 2 Personnages de Force 2 ou moins dans votre défausse et placez-les dans votre main.</translation>
    </message>
    <message>
      <source>Secret Reserves</source>
      <translation>Réserves Secrètes</translation>
    </message>
    <message>
      <source>Choose any number of characters with power 2 or less in your discard pile and shuffle them into your deck.</source>
      <translation>Choisissez autant de Personnages de Force 2 ou moins de votre défausse que vous le souhaitez et mélangez-les dans votre pioche.</translation>
    </message>
    <message>
      <source>Two More Shall Take Its Place</source>
      <translation>Il en Repoussera Deux</translation>
    </message>
    <message>
      <source>Destroy a character you control. After it is destroyed, play up to 2 characters of power 2 or less on that same base as extra characters.</source>
      <translation>Détruisez un Personnage que vous contrôlez. Après qu'il a été détruit, jouez jusqu'à 2 Personnages supplémentaires de Force 2 ou moins sur cette même Base.</translation>
    </message>
    <message>
      <source>Kree</source>
      <translation>Kree</translation>
    </message>
    <message>
      <source>Supreme Intelligence</source>
      <translation>Intelligence Suprême</translation>
    </message>
    <message>
      <source>Ongoing: Whenever you play an action, afterwards a different character you control gets +1 power until end of turn (triggers every time).</source>
      <translation>Permanent : Chaque fois que vous jouez une Action, la Force d'un autre Personnage que vous contrôlez est ensuite augmentée de 1 jusqu'à la fin du tour (à chaque fois).</translation>
    </message>
    <message>
      <source>Minn-Erva</source>
      <translation>Minn-Erva</translation>
    </message>
    <message>
      <source>On play: draw 2 cards.</source>
      <translation>Piochez 2 cartes.</translation>
    </message>
    <message>
      <source>Ronan the Accuser</source>
      <translation>Ronan l'Accusateur</translation>
    </message>
    <message>
      <source>On play: you may make 1 extra action play.</source>
      <translation>Vous pouvez jouer 1 Action supplémentaire.</translation>
    </message>
    <message>
      <source>Kree Sentry</source>
      <translation>Sentinelle Kree</translation>
    </message>
    <message>
      <source>Ongoing: +2 power to this character while you have played 2 or more actions this turn.</source>
      <translation>Permanent : La Force de ce Personnage est augmentée de 2 tant que vous avez joué 2 Actions ou plus ce tour-ci.</translation>
    </message>
    <message>
      <source>Battle Rage</source>
      <translation>Rage du Combat</translation>
    </message>
    <message>
      <source>Give one of your characters +2 power until end of turn, then draw 1 card.</source>
      <translation>La Force de l'un de vos Personnages est augmentée de 2 jusqu'à la fin du tour. Piochez ensuite 1 carte.</translation>
    </message>
    <message>
      <source>Call for Backup</source>
      <translation>Appel de Renforts</translation>
    </message>
    <message>
      <source>It Begins</source>
      <translation>Ça Commence</translation>
    </message>
    <message>
      <source>A character you control gets +1 power until end of turn. Then draw 1 card. Then you may play 1 extra action.</source>
      <translation>La Force d'un Personnage que vous contrôlez est augmentée de 1 jusqu'à la fin du tour. Piochez ensuite 1 carte. Vous pouvez ensuite jouer 1 Action supplémentaire.</translation>
    </message>
    <message>
      <source>Prepare to Engage</source>
      <translation>Préparez-vous au Combat</translation>
    </message>
    <message>
      <source>Reveal your top 5 cards. Put up to 2 of the revealed actions into your hand; shuffle all other revealed cards into your deck.</source>
      <translation>Révélez les 5 premières cartes de votre pioche. Placez jusqu'à 2 des Actions révélées dans votre main ; mélangez les autres cartes révélées dans votre pioche.</translation>
    </message>
    <message>
      <source>Proven Methods</source>
      <translation>Méthodes Éprouvées</translation>
    </message>
    <message>
      <source>From your discard pile, put 0-2 actions on top of your deck, stacked in the order you choose.</source>
      <translation>Placez de 0 à 2 Actions de votre défausse au sommet de votre pioche, dans l'ordre de votre choix.</translation>
    </message>
    <message>
      <source>Relentless Attack</source>
      <translation>Attaque Implacable</translation>
    </message>
    <message>
      <source>Attach to a minion. Talent: Play 1 extra action.</source>
      <translation>Modificateur de Personnage. Talent : Jouez 1 Action supplémentaire.</translation>
    </message>
    <message>
      <source>Righteous Fury</source>
      <translation>Juste Fureur</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: The attached character has +3 power.</source>
      <translation>Modificateur de Personnage. Permanent : La Force de ce Personnage est augmentée de 3.</translation>
    </message>
    <message>
      <source>Speed Up</source>
      <translation>Accélération</translation>
    </message>
    <message>
      <source>You get up to 2 extra action plays.</source>
      <translation>Vous pouvez jouer jusqu'à 2 Actions supplémentaires.</translation>
    </message>
    <message>
      <source>Masters of Evil</source>
      <translation>Masters of Evil</translation>
    </message>
    <message>
      <source>Baron Zemo</source>
      <translation>Baron Zemo</translation>
    </message>
    <message>
      <source>Ongoing: Once the base it occupies has scored, you gain 1 VP and this character goes to the bottom of its owner's deck.</source>
      <translation>Permanent : Après la Conquête de la Base où il se trouve, gagnez 1 PV et placez ce Personnage sous la pioche de son propriétaire.</translation>
    </message>
    <message>
      <source>Ulysses Klaw</source>
      <translation>Ulysses Klaw</translation>
    </message>
    <message>
      <source>On play: Draw 1 card per full 4 VP you have (VP / 4, rounded down).</source>
      <translation>Piochez 1 carte par tranche complète de 4 PV que vous avez (arrondi à l'inférieur).</translation>
    </message>
    <message>
      <source>Black Mamba</source>
      <translation>Black Mamba</translation>
    </message>
    <message>
      <source>Ongoing: +1 power per full 4 VP you have (VP / 4, rounded down).</source>
      <translation>Permanent : La Force de ce Personnage est augmentée de 1 par tranche complète de 4 PV que vous avez (arrondi à l'inférieur).</translation>
    </message>
    <message>
      <source>Absorbing Man</source>
      <translation>Homme-Absorbant</translation>
    </message>
    <message>
      <source>Talent: Cost: destroy this card plus one more Absorbing Man (any other copy in play). Effect: you gain 1 VP.</source>
      <translation>Talent : Détruisez ce Personnage et un autre Homme-Absorbant en jeu pour gagner 1 PV.</translation>
    </message>
    <message>
      <source>A Portent of Doom</source>
      <translation>Présage de Malheur</translation>
    </message>
    <message>
      <source>Attach to a base. Can only be played on a base where no player has any characters. Special: When this base scores, gain 1 VP if you have 1 or more power on it.</source>
      <translation>Modificateur de Base. Ne peut être joué que sur une Base où aucun joueur n'a de Personnage. Spécial : Lors de la Conquête de cette Base, gagnez 1 PV si vous y avez au moins 1 de Force.</translation>
    </message>
    <message>
      <source>Acceptable Losses</source>
      <translation>Pertes Acceptables</translation>
    </message>
    <message>
      <source>Cost: destroy a character you control that has power 4 or more. Effect: gain 1 VP.</source>
      <translation>Détruisez un Personnage de Force 4 ou plus que vous contrôlez pour gagner 1 PV.</translation>
    </message>
    <message>
      <source>Ball and Chain</source>
      <translation>Boulet et Chaîne</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: The attached character has +2 power and other players' cards cannot destroy it.</source>
      <translation>Modificateur de Personnage. Permanent : La Force de ce Personnage est augmentée de 2 et les cartes des autres joueurs ne peuvent pas le détruire.</translation>
    </message>
    <message>
      <source>Convergence</source>
      <translation>Convergence</translation>
    </message>
    <message>
      <source>Move a character you control to a different base. After it moves, if you have 4 or more characters on that destination base, gain 1 VP.</source>
      <translation>Déplacez un Personnage que vous contrôlez vers une autre Base. Après son déplacement, si vous avez au moins 4 Personnages sur cette Base, gagnez 1 PV.</translation>
    </message>
    <message>
      <source>Gain the Upper Hand</source>
      <translation>Prendre le Dessus</translation>
    </message>
    <message>
      <source>Indestructible Form</source>
      <translation>Forme Indestructible</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: Other players' cards cannot destroy your characters on this base.</source>
      <translation>Modificateur de Base. Permanent : Les cartes des autres joueurs ne peuvent pas détruire vos Personnages sur cette Base.</translation>
    </message>
    <message>
      <source>Sonic Shockwave</source>
      <translation>Onde Sonique</translation>
    </message>
    <message>
      <source>Destroy a character belonging to another player whose power is lower than your total power on that character's base. After it is destroyed, gain 1 VP if it had power 5 or more.</source>
      <translation>Détruisez un Personnage d'un autre joueur dont la Force est inférieure à votre total de Force sur sa Base. Après qu'il a été détruit, gagnez 1 PV s'il avait une Force de 5 ou plus.</translation>
    </message>
    <message>
      <source>World Domination</source>
      <translation>Domination du Monde</translation>
    </message>
    <message>
      <source>Attach to a base. Talent: Give one of your characters on this base +2 power until end of turn. Ongoing: After this base scores, move this card onto another base.</source>
      <translation>Modificateur de Base. Talent : La Force de l'un de vos Personnages sur cette Base est augmentée de 2 jusqu'à la fin du tour. Permanent : Après la Conquête de cette Base, déplacez cette carte sur une autre Base.</translation>
    </message>
    <message>
      <source>S.H.I.E.L.D.</source>
      <translation>S.H.I.E.L.D.</translation>
    </message>
    <message>
      <source>Nick Fury</source>
      <translation>Nick Fury</translation>
    </message>
    <message>
      <source>On play: you may make 1 extra character play, onto this base only.</source>
      <translation>Vous pouvez jouer un Personnage supplémentaire, sur cette Base uniquement.</translation>
    </message>
    <message>
      <source>Maria Hill</source>
      <translation>Maria Hill</translation>
    </message>
    <message>
      <source>Ongoing: Each time after you play another character on this base, this character gets +1 power until end of turn.</source>
      <translation>Permanent : Chaque fois que vous avez joué un autre Personnage sur cette Base, la Force de ce Personnage est ensuite augmentée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Agent Coulson</source>
      <translation>Agent Coulson</translation>
    </message>
    <message>
      <source>On play: you may play, as an extra character, 1 character with power 2 or less onto this base.</source>
      <translation>Vous pouvez jouer sur cette Base un Personnage supplémentaire de Force 2 ou moins.</translation>
    </message>
    <message>
      <source>S.H.I.E.L.D. Agent</source>
      <translation>Agent du S.H.I.E.L.D.</translation>
    </message>
    <message>
      <source>Ongoing: +1 power to this character while at least one other character of yours is on this base.</source>
      <translation>Permanent : La Force de ce Personnage est augmentée de 1 tant que vous avez au moins un autre Personnage sur cette Base.</translation>
    </message>
    <message>
      <source>Entry Point</source>
      <translation>Point d'Entrée</translation>
    </message>
    <message>
      <source>Gain 1 extra character play.</source>
      <translation>Jouez un Personnage supplémentaire.</translation>
    </message>
    <message>
      <source>Mission Debriefing</source>
      <translation>Compte Rendu de Mission</translation>
    </message>
    <message>
      <source>Pick a base; draw 1 card per character you have on it.</source>
      <translation>Choisissez une Base : piochez 1 carte par Personnage que vous y avez.</translation>
    </message>
    <message>
      <source>Proving Ground</source>
      <translation>Terrain d'Essai</translation>
    </message>
    <message>
      <source>Attach to a base. Talent: Play 1 character with power 3 or less on this base as an extra character.</source>
      <translation>Modificateur de Base. Talent : Jouez sur cette Base un Personnage supplémentaire de Force 3 ou moins.</translation>
    </message>
    <message>
      <source>Reassignment</source>
      <translation>Réaffectation</translation>
    </message>
    <message>
      <source>Choose a base; up to 2 characters you control on other bases move onto it.</source>
      <translation>Choisissez une Base : déplacez-y jusqu'à 2 Personnages que vous contrôlez sur d'autres Bases.</translation>
    </message>
    <message>
      <source>Rescue Mission</source>
      <translation>Mission de Sauvetage</translation>
    </message>
    <message>
      <source>Special: After a base scores, shuffle every character of yours on that base into its owner's deck, then draw 1 card.</source>
      <translation>Spécial : Après la Conquête d'une Base, mélangez chacun de vos Personnages présents sur cette Base dans la pioche de son propriétaire, puis piochez 1 carte.</translation>
    </message>
    <message>
      <source>Superior Firepower</source>
      <translation>Puissance de Feu Supérieure</translation>
    </message>
    <message>
      <source>Destroy either one base modifier or one character whose power is 3 or less.</source>
      <translation>Détruisez un Modificateur de Base ou un Personnage de Force 3 ou moins.</translation>
    </message>
    <message>
      <source>Troop Drop</source>
      <translation>Largage de Troupes</translation>
    </message>
    <message>
      <source>Extra play: 1 character with power 3 or less.</source>
      <translation>Jouez un Personnage supplémentaire de Force 3 ou moins.</translation>
    </message>
    <message>
      <source>Work Together</source>
      <translation>Travail d'Équipe</translation>
    </message>
    <message>
      <source>Until end of turn, each of your characters in play right now gets +1 power.</source>
      <translation>La Force de chacun de vos Personnages actuellement en jeu est augmentée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Sinister Six</source>
      <translation>Sinister Six</translation>
    </message>
    <message>
      <source>Doctor Octopus</source>
      <translation>Docteur Octopus</translation>
    </message>
    <message>
      <source>Ongoing: At the start of your turn, you may lower the breakpoint of this character's base by 4 until end of turn.</source>
      <translation>Permanent : Au début de votre tour, vous pouvez diminuer de 4 la Résistance de la Base de ce Personnage jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Mysterio</source>
      <translation>Mystério</translation>
    </message>
    <message>
      <source>Talent: Choose one: play a base modifier on this base as an extra action, OR draw 1 card.</source>
      <translation>Talent : Au choix, jouez un Modificateur de Base sur cette Base comme Action supplémentaire, OU piochez 1 carte.</translation>
    </message>
    <message>
      <source>Green Goblin</source>
      <translation>Bouffon Vert</translation>
    </message>
    <message>
      <source>Talent: Lower the breakpoint of this character's base by 3 until end of turn.</source>
      <translation>Talent : Diminuez de 3 la Résistance de la Base de ce Personnage jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Vulture</source>
      <translation>Vautour</translation>
    </message>
    <message>
      <source>On play: you may put 1 base modifier from your discard pile on top of your deck.</source>
      <translation>Vous pouvez placer 1 Modificateur de Base de votre défausse au sommet de votre pioche.</translation>
    </message>
    <message>
      <source>Electro</source>
      <translation>Electro</translation>
    </message>
    <message>
      <source>Ongoing: The breakpoint of this character's base is 2 lower.</source>
      <translation>Permanent : La Résistance de la Base de ce Personnage est diminuée de 2.</translation>
    </message>
    <message>
      <source>Sandman</source>
      <translation>L'Homme-Sable</translation>
    </message>
    <message>
      <source>Ongoing: +2 power to this character while the breakpoint of its base is 19 or less.</source>
      <translation>Permanent : La Force de ce Personnage est augmentée de 2 tant que la Résistance de sa Base est de 19 ou moins.</translation>
    </message>
    <message>
      <source>Ambush</source>
      <translation>Embuscade</translation>
    </message>
    <message>
      <source>Choose a base; its breakpoint is 4 lower until end of turn.</source>
      <translation>Choisissez une Base : sa Résistance est diminuée de 4 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Cover the Exits</source>
      <translation>Sécuriser les Sorties</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: +1 power to each character you control on this base. Once this base has scored, if its breakpoint was 19 or less, shuffle up to 2 characters you control from it into their owners' decks.</source>
      <translation>Modificateur de Base. Permanent : La Force de chaque Personnage que vous contrôlez sur cette Base est augmentée de 1. Après la Conquête de cette Base, si sa Résistance était de 19 ou moins, mélangez jusqu'à 2 Personnages que vous y contrôlez dans la pioche de leur propriétaire.</translation>
    </message>
    <message>
      <source>Incite Panic</source>
      <translation>Semer la Panique</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: -1 power to each character of other players on this base. In addition, if this base's breakpoint is 19 or less, no other player may use Special abilities during this base's scoring.</source>
      <translation>Modificateur de Base. Permanent : La Force de chaque Personnage des autres joueurs sur cette Base est diminuée de 1. De plus, si la Résistance de cette Base est de 19 ou moins, aucun autre joueur ne peut utiliser d'effet Spécial pendant sa Conquête.</translation>
    </message>
    <message>
      <source>Move the Goods</source>
      <translation>Déplacer la Marchandise</translation>
    </message>
    <message>
      <source>Move 1 base modifier (any player's) from its base onto a different base. Special: this card is also playable after a base scores.</source>
      <translation>Déplacez 1 Modificateur de Base (de n'importe quel joueur) de sa Base vers une autre Base. Spécial : Vous pouvez aussi jouer cette carte après la Conquête d'une Base.</translation>
    </message>
    <message>
      <source>My Master Plan</source>
      <translation>Mon Plan Diabolique</translation>
    </message>
    <message>
      <source>Attach to a base. Talent: Draw 1 card if this base's breakpoint is 19 or less.</source>
      <translation>Modificateur de Base. Talent : Piochez 1 carte si la Résistance de cette Base est de 19 ou moins.</translation>
    </message>
    <message>
      <source>Pressure from All Sides</source>
      <translation>Pression de Tous les Côtés</translation>
    </message>
    <message>
      <source>Attach to a base. Talent: Until end of turn, lower this base's breakpoint by 1 per character on it (every player's characters count; the amount is fixed when used).</source>
      <translation>Modificateur de Base. Talent : Jusqu'à la fin du tour, diminuez la Résistance de cette Base de 1 par Personnage qui s'y trouve (ceux de tous les joueurs comptent ; la réduction est fixée quand le Talent est utilisé).</translation>
    </message>
    <message>
      <source>Reroute the Power</source>
      <translation>Rediriger la Puissance</translation>
    </message>
    <message>
      <source>Attach to a base. Talent: If this base's breakpoint is 19 or less, one of your characters on this base gets +3 power until the start of your next turn.</source>
      <translation>Modificateur de Base. Talent : Si la Résistance de cette Base est de 19 ou moins, la Force de l'un de vos Personnages sur cette Base est augmentée de 3 jusqu'au début de votre prochain tour.</translation>
    </message>
    <message>
      <source>Witness Our Superiority</source>
      <translation>Contemplez Notre Supériorité</translation>
    </message>
    <message>
      <source>Attach to a base. Ongoing: Cancel this base's abilities.</source>
      <translation>Modificateur de Base. Permanent : Annulez les effets de cette Base.</translation>
    </message>
    <message>
      <source>Spider-Verse</source>
      <translation>Spider-Verse</translation>
    </message>
    <message>
      <source>Spider-Man</source>
      <translation>Spider-Man</translation>
    </message>
    <message>
      <source>Ongoing: Each time after you play a card that has a Special ability (whether or not you used the Special), this character gets +1 power until end of turn.</source>
      <translation>Permanent : Chaque fois que vous avez joué une carte disposant d'un effet Spécial (que vous l'utilisiez ou non), la Force de ce Personnage est augmentée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Ghost-Spider</source>
      <translation>Ghost-Spider</translation>
    </message>
    <message>
      <source>On play: Look at your top 3 cards and draw 1 of them; put the other 2 on the top and/or bottom of your deck in any order.</source>
      <translation>Regardez les 3 premières cartes de votre pioche et piochez-en 1 ; placez les 2 autres au sommet et/ou sous votre pioche, dans l'ordre de votre choix.</translation>
    </message>
    <message>
      <source>Miles Morales</source>
      <translation>Miles Morales</translation>
    </message>
    <message>
      <source>Special: When a base is about to score and you control a character there, you may play this character onto that base; it has -1 power until end of turn.</source>
      <translation>Spécial : Avant la Conquête d'une Base où vous contrôlez un Personnage, vous pouvez y jouer ce Personnage ; sa Force est diminuée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Spider-Man 2099</source>
      <translation>Spider-Man 2099</translation>
    </message>
    <message>
      <source>Ongoing: Other players' cards cannot destroy this character.</source>
      <translation>Permanent : Les cartes des autres joueurs ne peuvent pas détruire ce Personnage.</translation>
    </message>
    <message>
      <source>...Comes Great Responsibility</source>
      <translation>...Implique de Grandes Responsabilités</translation>
    </message>
    <message>
      <source>Play 1 extra character. Special: Before a base where you have a character scores, you may play this card instead to play an extra character on that base; that character gets -1 power until end of turn (the normal effect is not used).</source>
      <translation>Jouez 1 Personnage supplémentaire. Spécial : Avant la Conquête d'une Base où vous avez un Personnage, vous pouvez jouer cette carte pour y jouer à la place un Personnage supplémentaire, dont la Force est diminuée de 1 jusqu'à la fin du tour (l'effet sans timing n'est pas résolu).</translation>
    </message>
    <message>
      <source>Spider-Sense</source>
      <translation>Sens d'Araignée</translation>
    </message>
    <message>
      <source>You draw 2 cards. Special: this card is also playable after a base scores, provided you had a character on that base.</source>
      <translation>Piochez 2 cartes. Spécial : Vous pouvez aussi jouer cette carte après la Conquête d'une Base où vous aviez un Personnage.</translation>
    </message>
    <message>
      <source>Spider-Verse Bond</source>
      <translation>Lien du Spider-Verse</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: The attached character has +1 power for each other character of yours on its base.</source>
      <translation>Modificateur de Personnage. Permanent : La Force de ce Personnage est augmentée de 1 pour chacun de vos autres Personnages sur sa Base.</translation>
    </message>
    <message>
      <source>Spider Reflexes</source>
      <translation>Réflexes Arachnéens</translation>
    </message>
    <message>
      <source>Look at your top 3 cards and draw 1 of them; put the other 2 on the top and/or bottom of your deck in any order. You may play 1 extra action.</source>
      <translation>Regardez les 3 premières cartes de votre pioche et piochez-en 1 ; placez les 2 autres au sommet et/ou sous votre pioche, dans l'ordre de votre choix. Vous pouvez jouer 1 Action supplémentaire.</translation>
    </message>
    <message>
      <source>The View From Above</source>
      <translation>La Vue d'en Haut</translation>
    </message>
    <message>
      <source>Name a card type, character or action. Reveal cards from the top of your deck until one of that type appears (stop if the deck runs out); draw it and shuffle the other revealed cards into your deck.</source>
      <translation>Nommez un type de carte, Personnage ou Action. Révélez les cartes du sommet de votre pioche jusqu'à en révéler une de ce type (arrêtez si votre pioche est épuisée) ; piochez-la et mélangez les autres cartes révélées dans votre pioche.</translation>
    </message>
    <message>
      <source>Webbed Up</source>
      <translation>Englué</translation>
    </message>
    <message>
      <source>Attach to a minion. Ongoing: The attached character has -2 power and its abilities are cancelled (other modifiers on it still work).</source>
      <translation>Modificateur de Personnage. Permanent : La Force de ce Personnage est diminuée de 2 et ses effets sont annulés (les autres Modificateurs qui lui sont attachés fonctionnent toujours).</translation>
    </message>
    <message>
      <source>With Great Power...</source>
      <translation>Un Grand Pouvoir...</translation>
    </message>
    <message>
      <source>Give a character +3 power until end of turn. Special: Before a base scores, you may play this card instead to give a character on that base +2 power (not +3) until end of turn.</source>
      <translation>La Force d'un Personnage est augmentée de 3 jusqu'à la fin du tour. Spécial : Avant la Conquête d'une Base, vous pouvez jouer cette carte pour augmenter à la place de 2 (et non de 3) la Force d'un Personnage sur cette Base jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Your Friendly Neighborhood Hero</source>
      <translation>Le Héros du Quartier</translation>
    </message>
    <message>
      <source>Special: Once a base has scored, choose a character you control on it and put it on top of its owner's deck.</source>
      <translation>Spécial : Après la Conquête d'une Base, choisissez un Personnage que vous y contrôlez et placez-le au sommet de la pioche de son propriétaire.</translation>
    </message>
    <message>
      <source>Ultimates</source>
      <translation>Ultimates</translation>
    </message>
    <message>
      <source>Captain Marvel</source>
      <translation>Captain Marvel</translation>
    </message>
    <message>
      <source>Talent: Move this character to a different base; each of your other characters already on that destination base gets +1 power until end of turn.</source>
      <translation>Talent : Déplacez ce Personnage sur une autre Base ; la Force de chacun de vos autres Personnages déjà présents sur cette Base est augmentée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Spectrum</source>
      <translation>Spectrum</translation>
    </message>
    <message>
      <source>Talent: This character moves to a base other than its current one.</source>
      <translation>Talent : Déplacez ce Personnage sur une autre Base.</translation>
    </message>
    <message>
      <source>America Chavez</source>
      <translation>America Chavez</translation>
    </message>
    <message>
      <source>Ongoing: Whenever a different character moves onto or off this base, afterwards this character gets +1 power until end of turn (every time).</source>
      <translation>Permanent : Chaque fois qu'un autre Personnage est déplacé sur cette Base ou hors de cette Base, la Force de ce Personnage est ensuite augmentée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Blue Marvel</source>
      <translation>Blue Marvel</translation>
    </message>
    <message>
      <source>Ongoing: Whenever this character moves to another base, afterwards it gets +1 power until end of turn (every time).</source>
      <translation>Permanent : Chaque fois que ce Personnage est déplacé sur une autre Base, sa Force est ensuite augmentée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Aid from Allies</source>
      <translation>Soutien des Alliés</translation>
    </message>
    <message>
      <source>Attach to a base. When played, draw 1 card. Ongoing: Each time after you move one or more characters onto this base (one draw per moving effect), draw 1 card.</source>
      <translation>Modificateur de Base. Piochez 1 carte. Permanent : Chaque fois que vous avez déplacé un ou plusieurs Personnages sur cette Base, piochez 1 carte (une seule par effet de déplacement).</translation>
    </message>
    <message>
      <source>Coordinated Attack</source>
      <translation>Attaque Coordonnée</translation>
    </message>
    <message>
      <source>Pick a base; move up to 3 of your characters from other bases to it; each moved character gets +1 power until end of turn.</source>
      <translation>Choisissez une Base ; déplacez-y jusqu'à 3 de vos Personnages situés sur d'autres Bases ; la Force de chaque Personnage déplacé est augmentée de 1 jusqu'à la fin du tour.</translation>
    </message>
    <message>
      <source>Cosmic Knowledge</source>
      <translation>Savoir Cosmique</translation>
    </message>
    <message>
      <source>Put any number of cards (zero allowed) from your hand on the bottom of your deck, then draw that many cards plus 1.</source>
      <translation>Placez sous votre pioche autant de cartes de votre main que vous le souhaitez (éventuellement aucune), puis piochez ce nombre de cartes plus 1.</translation>
    </message>
    <message>
      <source>First to Arrive</source>
      <translation>Première Arrivée</translation>
    </message>
    <message>
      <source>Extra play: 1 character, restricted to a base where you control no characters.</source>
      <translation>Jouez un Personnage supplémentaire sur une Base où vous ne contrôlez aucun Personnage.</translation>
    </message>
    <message>
      <source>Heroic Landing</source>
      <translation>Atterrissage Héroïque</translation>
    </message>
    <message>
      <source>Move any number (0 or more) of characters you control; each goes to some base other than its current one.</source>
      <translation>Déplacez autant de Personnages que vous contrôlez que vous le souhaitez (éventuellement aucun), chacun sur une Base autre que la sienne.</translation>
    </message>
    <message>
      <source>Lift and Carry</source>
      <translation>Soulever et Emporter</translation>
    </message>
    <message>
      <source>Move any one character (any player's) to another base.</source>
      <translation>Déplacez un Personnage (de n'importe quel joueur) sur une autre Base.</translation>
    </message>
    <message>
      <source>Power and Speed</source>
      <translation>Puissance et Vitesse</translation>
    </message>
    <message>
      <source>A character you control gets +2 power until end of turn; afterwards you may move it to another base.</source>
      <translation>La Force d'un Personnage que vous contrôlez est augmentée de 2 jusqu'à la fin du tour ; vous pouvez ensuite le déplacer sur une autre Base.</translation>
    </message>
    <message>
      <source>Scramble</source>
      <translation>Branle-bas de Combat</translation>
    </message>
    <message>
      <source>Move a character you control to a different base. Special: You may also play this card before a base scores.</source>
      <translation>Déplacez un Personnage que vous contrôlez sur une autre Base. Spécial : Vous pouvez aussi jouer cette carte avant la Conquête d'une Base.</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>{base} would reach its breakpoint ({total} of {breakpoint}) with a tie for first</source>
      <translation>{base} atteindrait sa Résistance ({total} sur {breakpoint}), avec une égalité pour la première place</translation>
    </message>
    <message>
      <source>End the turn</source>
      <translation>Finir le tour</translation>
    </message>
    <message>
      <source>Pass</source>
      <translation>Passer</translation>
    </message>
    <message>
      <source>Play {card}</source>
      <translation>Jouer {card}</translation>
    </message>
    <message>
      <source>Use {card}</source>
      <translation>Utiliser {card}</translation>
    </message>
    <message>
      <source>{base} would be at {total} of its {breakpoint}</source>
      <translation>{base} : {total} de Force sur {breakpoint} de Résistance</translation>
    </message>
    <message>
      <source>{base} would reach its breakpoint ({total} of {breakpoint}): {first} first there, {vp} VP</source>
      <translation>{base} atteindrait sa Résistance ({total} sur {breakpoint}) : {first} en serait Vainqueur, {vp} PV</translation>
    </message>
    <message>
      <source>{player}: {vp} VP</source>
      <translation>{player} : {vp} PV</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation>Oui</translation>
    </message>
    <message>
      <source>No</source>
      <translation>Non</translation>
    </message>
    <message>
      <source>Play {card} on {base}</source>
      <translation>Jouer {card} sur {base}</translation>
    </message>
    <message>
      <source>Choose {card}</source>
      <translation>Choisir {card}</translation>
    </message>
    <message>
      <source>Choose {base}</source>
      <translation>Choisir {base}</translation>
    </message>
    <message>
      <source>Choose {player}</source>
      <translation>Choisir {player}</translation>
    </message>
    <message>
      <source>{player} has shown {cards}; cards in hand: {n}</source>
      <translation>{player} a montré {cards} ; cartes en main : {n}</translation>
    </message>
    <message>
      <source>Choose a minion to destroy</source>
      <translation>Choisissez une Créature à détruire</translation>
    </message>
    <message>
      <source>Choose a minion to return to its owner's hand</source>
      <translation>Choisissez une Créature à renvoyer dans la main de son propriétaire</translation>
    </message>
    <message>
      <source>Choose a minion to move</source>
      <translation>Choisissez une Créature à déplacer</translation>
    </message>
    <message>
      <source>Choose the minion it goes onto</source>
      <translation>Choisissez la Créature vers laquelle la déplacer</translation>
    </message>
    <message>
      <source>Choose the base to move it to</source>
      <translation>Choisissez la Base de destination</translation>
    </message>
    <message>
      <source>Choose one of your minions to destroy</source>
      <translation>Choisissez l'une de vos Créatures à détruire</translation>
    </message>
    <message>
      <source>Choose a card to discard</source>
      <translation>Choisissez une carte à défausser</translation>
    </message>
    <message>
      <source>Choose a base: every minion there returns to its owner's hand</source>
      <translation>Choisissez une Base : toutes les Créatures qui s'y trouvent sont renvoyées dans la main de leur propriétaire</translation>
    </message>
    <message>
      <source>Choose a minion to put at the bottom of its owner's deck</source>
      <translation>Choisissez une Créature à placer sous la pioche de son propriétaire</translation>
    </message>
    <message>
      <source>Choose a player whose hand you look at</source>
      <translation>Choisissez le joueur dont vous regardez la main</translation>
    </message>
    <message>
      <source>Choose a minion in that hand: its owner discards it</source>
      <translation>Choisissez une Créature dans cette main : son propriétaire la défausse</translation>
    </message>
    <message>
      <source>Choose a base from the base deck</source>
      <translation>Choisissez une Base dans la pioche Base</translation>
    </message>
    <message>
      <source>Choose the base in play it replaces</source>
      <translation>Choisissez la Base en jeu qu'elle remplace</translation>
    </message>
    <message>
      <source>Choose the base that replaces this one</source>
      <translation>Choisissez la Base qui remplace celle-ci</translation>
    </message>
    <message>
      <source>You may return one of your minions of power 3 or less here to your hand</source>
      <translation>Vous pouvez reprendre en main l'une de vos Créatures de Force 3 ou moins présentes ici</translation>
    </message>
    <message>
      <source>Choose your minion that goes to the bottom of its owner's deck</source>
      <translation>Choisissez votre Créature qui va sous la pioche de son propriétaire</translation>
    </message>
    <message>
      <source>You may move another player's minion onto this base</source>
      <translation>Vous pouvez déplacer la Créature d'un autre joueur sur cette Base</translation>
    </message>
    <message>
      <source>Choose the next base to put back on top of the base deck</source>
      <translation>Choisissez la prochaine Base à remettre sur le dessus de la pioche Base</translation>
    </message>
    <message>
      <source>You may destroy a minion anywhere in play</source>
      <translation>Vous pouvez détruire une Créature n'importe où en jeu</translation>
    </message>
    <message>
      <source>You may move one of your minions onto the new base</source>
      <translation>Vous pouvez déplacer l'une de vos Créatures sur la nouvelle Base</translation>
    </message>
    <message>
      <source>Draw 1 card?</source>
      <translation>Piocher 1 carte ?</translation>
    </message>
    <message>
      <source>You may move one of your minions here to another base</source>
      <translation>Vous pouvez déplacer l'une de vos Créatures d'ici vers une autre Base</translation>
    </message>
    <message>
      <source>Choose a minion to give +4 power</source>
      <translation>Choisissez une Créature : sa Force est augmentée de 4</translation>
    </message>
    <message>
      <source>Choose one of your minions</source>
      <translation>Choisissez l'une de vos Créatures</translation>
    </message>
    <message>
      <source>Choose one of your minions: its base's breakpoint drops by its power</source>
      <translation>Choisissez l'une de vos Créatures : la Résistance de sa Base baisse d'autant que sa Force</translation>
    </message>
    <message>
      <source>Choose a weaker minion on that base to destroy</source>
      <translation>Choisissez une Créature plus faible de cette Base à détruire</translation>
    </message>
    <message>
      <source>Choose a minion with the lowest power here to destroy</source>
      <translation>Choisissez une Créature de plus faible Force ici à détruire</translation>
    </message>
    <message>
      <source>Choose a minion of yours</source>
      <translation>Choisissez une de vos Créatures</translation>
    </message>
    <message>
      <source>Choose a second minion of yours on that base, or pass</source>
      <translation>Choisissez une autre de vos Créatures sur cette Base, ou passez</translation>
    </message>
    <message>
      <source>Choose an action on this base to destroy</source>
      <translation>Choisissez une Action de cette Base à détruire</translation>
    </message>
    <message>
      <source>Ignore this base's ability until your next turn starts?</source>
      <translation>Ignorer l'effet de cette Base jusqu'au début de votre prochain tour ?</translation>
    </message>
    <message>
      <source>Choose actions on that minion to destroy, then Done</source>
      <translation>Choisissez les Actions attachées à cette Créature à détruire, puis Terminé</translation>
    </message>
    <message>
      <source>Play a minion on the base Ninja Acolyte left</source>
      <translation>Jouez une Créature sur la Base que l'Acolyte Ninja a quittée</translation>
    </message>
    <message>
      <source>Choose the base Buccaneer moves to</source>
      <translation>Choisissez la Base où se déplace le Boucanier</translation>
    </message>
    <message>
      <source>Choose the player whose minions are hit</source>
      <translation>Choisissez le joueur dont les Créatures sont touchées</translation>
    </message>
    <message>
      <source>Choose a base where you have a minion</source>
      <translation>Choisissez une Base où vous avez une Créature</translation>
    </message>
    <message>
      <source>Choose a minion of yours to destroy</source>
      <translation>Choisissez une de vos Créatures à détruire</translation>
    </message>
    <message>
      <source>Name a faction</source>
      <translation>Nommez une Faction</translation>
    </message>
    <message>
      <source>Choose the base they leave</source>
      <translation>Choisissez la Base qu'elles quittent</translation>
    </message>
    <message>
      <source>Choose the base they go to</source>
      <translation>Choisissez la Base où elles vont</translation>
    </message>
    <message>
      <source>Choose a minion of yours to move, then Done</source>
      <translation>Choisissez une de vos Créatures à déplacer, puis Terminé</translation>
    </message>
    <message>
      <source>Choose Microbots to shuffle into your deck, then Done</source>
      <translation>Choisissez des Microbots à mélanger dans votre pioche, puis Terminé</translation>
    </message>
    <message>
      <source>Choose a base: draw a card per minion you have there</source>
      <translation>Choisissez une Base : piochez une carte par Créature que vous y avez</translation>
    </message>
    <message>
      <source>Choose an action to destroy</source>
      <translation>Choisissez une Action à détruire</translation>
    </message>
    <message>
      <source>Choose a player who can't play actions next turn</source>
      <translation>Choisissez un joueur qui ne pourra pas jouer d'Actions à son prochain tour</translation>
    </message>
    <message>
      <source>Discard a card</source>
      <translation>Défaussez une carte</translation>
    </message>
    <message>
      <source>Put the revealed action into your hand, or pass</source>
      <translation>Ajoutez l'Action révélée à votre main, ou passez</translation>
    </message>
    <message>
      <source>Play one of the revealed actions as an extra action, or pass</source>
      <translation>Jouez l'une des Actions révélées comme Action supplémentaire, ou passez</translation>
    </message>
    <message>
      <source>Take revealed minions into your hand, then Done</source>
      <translation>Prenez en main des Créatures révélées, puis Terminé</translation>
    </message>
    <message>
      <source>Choose one of your minions to sacrifice</source>
      <translation>Choisissez l'une de vos Créatures à sacrifier</translation>
    </message>
    <message>
      <source>Choose an action from your deck to put into your hand</source>
      <translation>Choisissez une Action de votre pioche à ajouter à votre main</translation>
    </message>
    <message>
      <source>Choose the next card from the top of your deck</source>
      <translation>Choisissez la prochaine carte à remettre sur votre pioche, en partant du dessus</translation>
    </message>
    <message>
      <source>Choose other cards of that name, then Done</source>
      <translation>Choisissez d'autres cartes de ce nom, puis Terminé</translation>
    </message>
    <message>
      <source>Take a minion from your discard pile into your hand, or pass</source>
      <translation>Reprenez en main une Créature de votre défausse, ou passez</translation>
    </message>
    <message>
      <source>Discard the top card of your deck, or pass to leave it there</source>
      <translation>Défaussez la première carte de votre pioche, ou passez pour la laisser en place</translation>
    </message>
    <message>
      <source>Take a card from your discard pile into your hand</source>
      <translation>Reprenez en main une carte de votre défausse</translation>
    </message>
    <message>
      <source>Choose cards of your discard pile to shuffle into your deck, then Done</source>
      <translation>Choisissez des cartes de votre défausse à mélanger dans votre pioche, puis Terminé</translation>
    </message>
    <message>
      <source>Choose a card of your deck to put in your discard pile with any others of its name, or pass</source>
      <translation>Choisissez une carte de votre pioche à placer dans votre défausse, avec d'autres du même nom, ou passez</translation>
    </message>
    <message>
      <source>Choose a minion of your discard pile to take into your hand with any others of its name, or pass</source>
      <translation>Choisissez une Créature de votre défausse à reprendre en main, avec d'autres du même nom, ou passez</translation>
    </message>
    <message>
      <source>Choose a base where you had no minion, or pass</source>
      <translation>Choisissez une Base où vous n'aviez aucune Créature, ou passez</translation>
    </message>
    <message>
      <source>Play a minion of power 2 or less from your discard pile, or pass</source>
      <translation>Jouez une Créature de Force 2 ou moins depuis votre défausse, ou passez</translation>
    </message>
    <message>
      <source>Play an extra action</source>
      <translation>Jouer une Action supplémentaire</translation>
    </message>
    <message>
      <source>Draw 1 card</source>
      <translation>Piocher 1 carte</translation>
    </message>
    <message>
      <source>Choose another minion of yours to get a +1 power counter</source>
      <translation>Choisissez une autre de vos Créatures : elle reçoit un marqueur Force +1</translation>
    </message>
    <message>
      <source>Choose an action in your discard pile to put on top of your deck</source>
      <translation>Choisissez une Action de votre défausse à placer sur le dessus de votre pioche</translation>
    </message>
    <message>
      <source>Choose a minion of power 3 or less in your deck to play there, or pass</source>
      <translation>Choisissez une Créature de Force 3 ou moins de votre pioche à jouer sur cette Base, ou passez</translation>
    </message>
    <message>
      <source>Choose a minion in your discard pile to put on top of your deck</source>
      <translation>Choisissez une Créature de votre défausse à placer sur le dessus de votre pioche</translation>
    </message>
    <message>
      <source>Choose one of your minions to get +1 power</source>
      <translation>Choisissez l'une de vos Créatures : sa Force est augmentée de 1</translation>
    </message>
    <message>
      <source>Put this card on top of your deck instead of discarding it?</source>
      <translation>Placer cette carte sur le dessus de votre pioche au lieu de la défausser ?</translation>
    </message>
    <message>
      <source>Return this card to your hand instead of discarding it?</source>
      <translation>Reprendre cette carte en main au lieu de la défausser ?</translation>
    </message>
    <message>
      <source>Play a standard action as an extra action</source>
      <translation>Jouez une Action standard comme Action supplémentaire</translation>
    </message>
    <message>
      <source>Return that action to your hand?</source>
      <translation>Reprendre cette Action en main ?</translation>
    </message>
    <message>
      <source>Choose one</source>
      <translation>Au choix :</translation>
    </message>
    <message>
      <source>Choose a revealed card to draw</source>
      <translation>Choisissez une carte révélée à piocher</translation>
    </message>
    <message>
      <source>They discard a random card</source>
      <translation>Il défausse une carte au hasard</translation>
    </message>
    <message>
      <source>They destroy one of their minions</source>
      <translation>Il détruit l'une de ses Créatures</translation>
    </message>
    <message>
      <source>They shuffle their discard pile into their deck</source>
      <translation>Il mélange sa défausse dans sa pioche</translation>
    </message>
    <message>
      <source>Choose a minion to control until the end of the turn</source>
      <translation>Choisissez une Créature à contrôler jusqu'à la fin du tour</translation>
    </message>
    <message>
      <source>Choose an opponent whose hand you look at</source>
      <translation>Choisissez l'adversaire dont vous regardez la main</translation>
    </message>
    <message>
      <source>Play an action from that hand as an extra action, or pass</source>
      <translation>Jouez une Action de cette main comme Action supplémentaire, ou passez</translation>
    </message>
    <message>
      <source>Choose an action attached to a base or a minion to move</source>
      <translation>Choisissez une Action attachée à une Base ou à une Créature à transférer</translation>
    </message>
    <message>
      <source>Name a card (the next player's hand is looked at)</source>
      <translation>Nommez une carte (la main du joueur suivant va être regardée)</translation>
    </message>
    <message>
      <source>Choose the next player to grief</source>
      <translation>Choisissez le prochain joueur à qui nuire</translation>
    </message>
    <message>
      <source>Choose what that player suffers</source>
      <translation>Choisissez ce que subit ce joueur</translation>
    </message>
    <message>
      <source>Take these cards into your hand and shuffle the rest of your hand into your deck?</source>
      <translation>Prendre ces cartes en main et mélanger le reste de votre main dans votre pioche ?</translation>
    </message>
    <message>
      <source>Choose a base for the titan</source>
      <translation>Choisissez une Base pour le Titan</translation>
    </message>
    <message>
      <source>Choose a minion for a +1 power counter, or pass</source>
      <translation>Choisissez une Créature : elle reçoit un marqueur Force +1, ou passez</translation>
    </message>
    <message>
      <source>Choose the card to keep</source>
      <translation>Choisissez la carte à piocher</translation>
    </message>
    <message>
      <source>Destroy this titan to play an extra minion of power 3 or less?</source>
      <translation>Détruire ce Titan pour jouer une Créature supplémentaire de Force 3 ou moins ?</translation>
    </message>
    <message>
      <source>Put a +1 power counter on this titan?</source>
      <translation>Placer un marqueur Force +1 sur ce Titan ?</translation>
    </message>
    <message>
      <source>Play this titan now?</source>
      <translation>Jouer ce Titan maintenant ?</translation>
    </message>
    <message>
      <source>Look at your top 2 cards and keep one?</source>
      <translation>Regarder les 2 premières cartes de votre pioche et en piocher une ?</translation>
    </message>
    <message>
      <source>Choose a second character of yours on that base, or pass</source>
      <translation>Choisissez un autre de vos Personnages sur cette Base, ou passez</translation>
    </message>
    <message>
      <source>Choose an action of yours to move</source>
      <translation>Choisissez l'une de vos Actions à déplacer</translation>
    </message>
    <message>
      <source>Choose up to 2 characters of your discard pile to shuffle into your deck, then Done</source>
      <translation>Choisissez jusqu'à 2 Personnages de votre défausse à mélanger dans votre pioche, puis Terminé</translation>
    </message>
    <message>
      <source>Choose a base</source>
      <translation>Choisissez une Base</translation>
    </message>
    <message>
      <source>Choose base modifiers on that base to destroy, then Done</source>
      <translation>Choisissez les Modificateurs de Base à détruire, puis Terminé</translation>
    </message>
    <message>
      <source>Choose a character to give +3 power</source>
      <translation>Choisissez un Personnage : sa Force est augmentée de 3</translation>
    </message>
    <message>
      <source>Destroy the base itself? It does not score; the characters stay on the base that replaces it.</source>
      <translation>Détruire la Base elle-même ? Elle n'est pas conquise ; les Personnages restent sur la Base qui la remplace.</translation>
    </message>
    <message>
      <source>Choose a card to put under your deck (the next one goes under it)</source>
      <translation>Choisissez une carte à placer sous votre pioche (la suivante ira en dessous)</translation>
    </message>
    <message>
      <source>Play an extra action, or pass</source>
      <translation>Jouez une Action supplémentaire, ou passez</translation>
    </message>
    <message>
      <source>Choose up to 2 characters of power 2 or less from your deck, then Done</source>
      <translation>Choisissez jusqu'à 2 Personnages de Force 2 ou moins dans votre pioche, puis Terminé</translation>
    </message>
    <message>
      <source>Choose up to 2 characters of power 2 or less to take into your hand, then Done</source>
      <translation>Choisissez jusqu'à 2 Personnages de Force 2 ou moins à prendre en main, puis Terminé</translation>
    </message>
    <message>
      <source>Choose characters of power 2 or less to shuffle into your deck, then Done</source>
      <translation>Choisissez des Personnages de Force 2 ou moins à mélanger dans votre pioche, puis Terminé</translation>
    </message>
    <message>
      <source>Choose up to 2 of your characters to move here, then Done</source>
      <translation>Choisissez jusqu'à 2 de vos Personnages à déplacer ici, puis Terminé</translation>
    </message>
    <message>
      <source>Choose one of your characters to get more power until the end of the turn</source>
      <translation>Choisissez l'un de vos Personnages : sa Force est augmentée jusqu'à la fin du tour</translation>
    </message>
    <message>
      <source>Take up to 2 revealed actions into your hand, then Done</source>
      <translation>Prenez en main jusqu'à 2 Actions révélées, puis Terminé</translation>
    </message>
    <message>
      <source>Choose up to 2 actions to put on top of your deck (the last one chosen ends on top), then Done</source>
      <translation>Choisissez jusqu'à 2 Actions à placer au sommet de votre pioche (la dernière choisie finit au-dessus), puis Terminé</translation>
    </message>
    <message>
      <source>Choose another Absorbing Man to destroy</source>
      <translation>Choisissez un autre Homme-Absorbant à détruire</translation>
    </message>
    <message>
      <source>Choose one of your characters of power 4 or more to destroy</source>
      <translation>Choisissez l'un de vos Personnages de Force 4 ou plus à détruire</translation>
    </message>
    <message>
      <source>Choose a character to destroy</source>
      <translation>Choisissez un Personnage à détruire</translation>
    </message>
    <message>
      <source>Choose a character to get +2 power until the end of the turn</source>
      <translation>Choisissez un Personnage : sa Force est augmentée de 2 jusqu'à la fin du tour</translation>
    </message>
    <message>
      <source>Choose a base: draw a card per character of yours there</source>
      <translation>Choisissez une Base : piochez une carte par Personnage que vous y avez</translation>
    </message>
    <message>
      <source>Choose the base to move characters to</source>
      <translation>Choisissez la Base où déplacer des Personnages</translation>
    </message>
    <message>
      <source>Choose a base modifier or a character of power 3 or less to destroy</source>
      <translation>Choisissez le Modificateur de Base ou le Personnage de Force 3 ou moins à détruire</translation>
    </message>
    <message>
      <source>Choose up to 2 of your characters to move there, then Done</source>
      <translation>Choisissez jusqu'à 2 de vos Personnages à y déplacer, puis Terminé</translation>
    </message>
    <message>
      <source>Play a base modifier here as an extra action</source>
      <translation>Jouer ici un Modificateur de Base comme Action supplémentaire</translation>
    </message>
    <message>
      <source>Lower this base's breakpoint by 4 until the end of the turn?</source>
      <translation>Diminuer de 4 la Résistance de cette Base jusqu'à la fin du tour ?</translation>
    </message>
    <message>
      <source>Put a base modifier from your discard pile on top of your deck, or pass</source>
      <translation>Placez au sommet de votre pioche un Modificateur de Base de votre défausse, ou passez</translation>
    </message>
    <message>
      <source>Choose a base: its breakpoint drops by 4</source>
      <translation>Choisissez une Base : sa Résistance diminue de 4</translation>
    </message>
    <message>
      <source>Choose up to 2 of your characters to shuffle into their owners' decks, then Done</source>
      <translation>Choisissez jusqu'à 2 de vos Personnages à mélanger dans la pioche de leur propriétaire, puis Terminé</translation>
    </message>
    <message>
      <source>Choose a base modifier to move</source>
      <translation>Choisissez le Modificateur de Base à déplacer</translation>
    </message>
    <message>
      <source>Choose one of your characters here</source>
      <translation>Choisissez l'un de vos Personnages sur cette Base</translation>
    </message>
    <message>
      <source>A character</source>
      <translation>Un Personnage</translation>
    </message>
    <message>
      <source>An action</source>
      <translation>Une Action</translation>
    </message>
    <message>
      <source>Choose the card to draw</source>
      <translation>Choisissez la carte à piocher</translation>
    </message>
    <message>
      <source>Choose a character to get more power until the end of the turn</source>
      <translation>Choisissez un Personnage : sa Force est augmentée jusqu'à la fin du tour</translation>
    </message>
    <message>
      <source>Choose one of your characters to put on top of its owner's deck</source>
      <translation>Choisissez l'un de vos Personnages à placer au sommet de la pioche de son propriétaire</translation>
    </message>
    <message>
      <source>Name a card type</source>
      <translation>Nommez un type de carte</translation>
    </message>
    <message>
      <source>Choose the base your characters move to</source>
      <translation>Choisissez la Base où déplacer vos Personnages</translation>
    </message>
    <message>
      <source>Choose up to 3 of your characters to move there, then Done</source>
      <translation>Choisissez jusqu'à 3 de vos Personnages à y déplacer, puis Terminé</translation>
    </message>
    <message>
      <source>Choose cards to put under your deck (first chosen goes first), then Done</source>
      <translation>Choisissez les cartes à placer sous votre pioche (la première choisie est placée en premier, les suivantes au-dessous), puis Terminé</translation>
    </message>
    <message>
      <source>Choose a character of yours: +2 power</source>
      <translation>Choisissez l'un de vos Personnages : sa Force est augmentée de 2</translation>
    </message>
    <message>
      <source>Choose a character of yours to move, then Done</source>
      <translation>Choisissez l'un de vos Personnages à déplacer, puis Terminé</translation>
    </message>
    <message>
      <source>Choose another base to move it to, or pass</source>
      <translation>Choisissez une autre Base de destination, ou passez</translation>
    </message>
    <message>
      <source>Choose a character of yours to move</source>
      <translation>Choisissez l'un de vos Personnages à déplacer</translation>
    </message>
    <message>
      <source>Choose whose deck to look at the top card of, or pass</source>
      <translation>Choisissez la pioche dont vous regardez le dessus, ou passez</translation>
    </message>
    <message>
      <source>Put a discarded base on top of the base deck, or pass</source>
      <translation>Placez une Base défaussée sur la pioche Base, ou passez</translation>
    </message>
    <message>
      <source>Take back your actions from minions here, then Done</source>
      <translation>Reprenez en main vos Actions attachées aux Créatures d'ici, puis Terminé</translation>
    </message>
    <message>
      <source>Take another copy of that minion from your deck?</source>
      <translation>Prendre dans votre pioche un autre exemplaire de cette Créature ?</translation>
    </message>
    <message>
      <source>Take revealed actions into your hand, then Done</source>
      <translation>Prenez en main des Actions révélées, puis Terminé</translation>
    </message>
    <message>
      <source>Put this action into your hand instead of your discard pile?</source>
      <translation>Placer cette Action dans votre main plutôt que dans votre défausse ?</translation>
    </message>
    <message>
      <source>+1 power to each of your minions</source>
      <translation>La Force de chacune de vos Créatures est augmentée de 1</translation>
    </message>
    <message>
      <source>+3 power to one of your minions</source>
      <translation>La Force de l'une de vos Créatures est augmentée de 3</translation>
    </message>
    <message>
      <source>Choose a minion in your deck to play as an extra minion, or pass</source>
      <translation>Choisissez une Créature de votre pioche à jouer comme Créature supplémentaire, ou passez</translation>
    </message>
    <message>
      <source>Choose a base to play it on</source>
      <translation>Choisissez la Base où la jouer</translation>
    </message>
    <message>
      <source>Choose a minion of power 4 or less in your deck to play here, or pass</source>
      <translation>Choisissez une Créature de Force 4 ou moins de votre pioche à jouer sur cette Base, ou passez</translation>
    </message>
    <message>
      <source>Choose a minion whose ability this one gets</source>
      <translation>Choisissez la Créature dont celle-ci prend l'effet</translation>
    </message>
    <message>
      <source>Play a minion from your discard pile of power up to the destroyed minion's, or pass</source>
      <translation>Jouez une Créature de votre défausse de Force au plus égale à celle de la Créature détruite, ou passez</translation>
    </message>
    <message>
      <source>Choose an action on a minion whose abilities this card gets</source>
      <translation>Choisissez l'Action attachée à une Créature dont cette carte prend les effets</translation>
    </message>
    <message>
      <source>Choose one of your minions to give +3 power</source>
      <translation>Choisissez l'une de vos Créatures : sa Force est augmentée de 3</translation>
    </message>
    <message>
      <source>Choose one of your minions with another copy in your hand</source>
      <translation>Choisissez l'une de vos Créatures dont un autre exemplaire est dans votre main</translation>
    </message>
    <message>
      <source>Play a minion from your deck of power up to the destroyed minion's, or pass</source>
      <translation>Jouez une Créature de votre pioche de Force au plus égale à celle de la Créature détruite, ou passez</translation>
    </message>
    <message>
      <source>Play the other copy as an extra minion, or pass</source>
      <translation>Jouez l'autre exemplaire comme Créature supplémentaire, ou passez</translation>
    </message>
    <message>
      <source>From the top of your deck</source>
      <translation>Du dessus de votre pioche</translation>
    </message>
    <message>
      <source>From the bottom of your deck</source>
      <translation>Du dessous de votre pioche</translation>
    </message>
    <message>
      <source>An extra minion</source>
      <translation>Une Créature supplémentaire</translation>
    </message>
    <message>
      <source>An extra action</source>
      <translation>Une Action supplémentaire</translation>
    </message>
    <message>
      <source>Look at 2 cards of your deck: which end?</source>
      <translation>Regarder 2 cartes de votre pioche : de quel côté ?</translation>
    </message>
    <message>
      <source>Choose a card to bury, or pass</source>
      <translation>Choisissez une carte à enterrer, ou passez</translation>
    </message>
    <message>
      <source>Choose whose deck to look at</source>
      <translation>Choisissez la pioche à regarder</translation>
    </message>
    <message>
      <source>Put a minion from your discard pile on top of your deck, or pass</source>
      <translation>Placez une Créature de votre défausse sur votre pioche, ou passez</translation>
    </message>
    <message>
      <source>Discard a card to play an extra card, or pass</source>
      <translation>Défaussez une carte pour jouer une Créature ou une Action supplémentaire, ou passez</translation>
    </message>
    <message>
      <source>Play which extra card?</source>
      <translation>Jouer quelle Créature ou Action supplémentaire ?</translation>
    </message>
    <message>
      <source>Choose a player</source>
      <translation>Choisissez un joueur</translation>
    </message>
    <message>
      <source>Choose the base to bury it at</source>
      <translation>Choisissez la Base où l'enterrer</translation>
    </message>
    <message>
      <source>Choose a minion to get a +1 power counter</source>
      <translation>Choisissez une Créature : elle reçoit un marqueur Force +1</translation>
    </message>
    <message>
      <source>Discard a minion</source>
      <translation>Défaussez une Créature</translation>
    </message>
    <message>
      <source>Minions</source>
      <translation>Créatures</translation>
    </message>
    <message>
      <source>Actions</source>
      <translation>Actions</translation>
    </message>
    <message>
      <source>Choose minions of yours there to shuffle into your deck, then Done</source>
      <translation>Choisissez les Créatures de cette Base à mélanger dans votre pioche, puis Terminé</translation>
    </message>
    <message>
      <source>Choose another minion of yours to return to your hand, or pass</source>
      <translation>Choisissez une autre de vos Créatures à renvoyer dans votre main, ou passez</translation>
    </message>
    <message>
      <source>Choose a card in your discard pile to put at the bottom of your deck</source>
      <translation>Choisissez une carte de votre défausse à placer sous votre pioche</translation>
    </message>
    <message>
      <source>Shuffle which cards of your discard pile into your deck?</source>
      <translation>Quelles cartes de votre défausse mélanger dans votre pioche ?</translation>
    </message>
    <message>
      <source>Choose one of your minions to return to your hand</source>
      <translation>Choisissez l'une de vos Créatures à renvoyer dans votre main</translation>
    </message>
    <message>
      <source>Choose a card in play to return to its owner's hand</source>
      <translation>Choisissez une carte en jeu à renvoyer dans la main de son propriétaire</translation>
    </message>
    <message>
      <source>Choose the base from the base discard pile that replaces the scored one</source>
      <translation>Choisissez dans la défausse Base la Base qui remplace la Base conquise</translation>
    </message>
    <message>
      <source>Return Jumper to your hand?</source>
      <translation>Reprendre le Sauteur en main ?</translation>
    </message>
    <message>
      <source>Choose which effect resolves next</source>
      <translation>Choisissez l'effet résolu ensuite</translation>
    </message>
    <message>
      <source>Have this minion affected in that one's place?</source>
      <translation>Faire en sorte que cette Créature soit affectée à la place de l'autre ?</translation>
    </message>
    <message>
      <source>Choose where to attach it</source>
      <translation>Choisissez où l'attacher</translation>
    </message>
    <message>
      <source>Play an extra minion, or pass</source>
      <translation>Jouez une Créature supplémentaire, ou passez</translation>
    </message>
    <message>
      <source>Play a Special or pass</source>
      <translation>Jouez un effet Spécial ou passez</translation>
    </message>
    <message>
      <source>On top of the deck</source>
      <translation>Sur la pioche</translation>
    </message>
    <message>
      <source>Under the deck</source>
      <translation>Sous la pioche</translation>
    </message>
    <message>
      <source>Reveal one of your buried cards, or pass</source>
      <translation>Dévoilez l'une de vos cartes enterrées, ou passez</translation>
    </message>
    <message>
      <source>Choose the next card to put back (top first)</source>
      <translation>Choisissez la prochaine carte à replacer (celle du dessus d'abord)</translation>
    </message>
    <message>
      <source>Put it on top of the deck or under it?</source>
      <translation>La placer sur la pioche ou en dessous ?</translation>
    </message>
    <message>
      <source>the save has no version number</source>
      <translation>la sauvegarde n'a pas de numéro de version</translation>
    </message>
    <message>
      <source>the save was made by a newer version (format {version}; this one reads up to {supported})</source>
      <translation>la sauvegarde vient d'une version plus récente (format {version} ; celle-ci lit jusqu'au format {supported})</translation>
    </message>
    <message>
      <source>unknown save version {version}</source>
      <translation>version de sauvegarde inconnue : {version}</translation>
    </message>
    <message>
      <source>the save's rules version is unreadable</source>
      <translation>la version des règles de la sauvegarde est illisible</translation>
    </message>
    <message>
      <source>the save was made by newer rules ({version}; these are {supported})</source>
      <translation>la sauvegarde vient de règles plus récentes ({version} ; celles-ci sont en {supported})</translation>
    </message>
    <message>
      <source>the save holds no game</source>
      <translation>la sauvegarde ne contient aucune partie</translation>
    </message>
    <message>
      <source>the save has been modified outside the game (checksum mismatch)</source>
      <translation>la sauvegarde a été modifiée en dehors du jeu (somme de contrôle incorrecte)</translation>
    </message>
    <message>
      <source>the save's game data is malformed ({error})</source>
      <translation>les données de la partie sauvegardée sont mal formées ({error})</translation>
    </message>
    <message>
      <source>the file is too large to be a saved game</source>
      <translation>le fichier est trop gros pour être une partie sauvegardée</translation>
    </message>
    <message>
      <source>the save's game can't be continued ({error})</source>
      <translation>la partie sauvegardée ne peut pas être poursuivie ({error})</translation>
    </message>
    <message>
      <source>That minion can't be affected by your actions.</source>
      <translation>Cette Créature ne peut pas être affectée par vos Actions.</translation>
    </message>
    <message>
      <source>That can't be done now.</source>
      <translation>Impossible pour le moment.</translation>
    </message>
    <message>
      <source>That is not one of the choices.</source>
      <translation>Ce n'est pas l'un des choix proposés.</translation>
    </message>
    <message>
      <source>That target is not allowed for this card.</source>
      <translation>Cette cible n'est pas autorisée pour cette carte.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>Answer the current question first.</source>
      <translation>Répondez d'abord à la question en cours.</translation>
    </message>
    <message>
      <source>You can only play cards from your own hand.</source>
      <translation>Vous ne pouvez jouer que des cartes de votre propre main.</translation>
    </message>
    <message>
      <source>This card can only be played when its Special says so.</source>
      <translation>Cette carte ne peut être jouée que lorsque son effet Spécial le permet.</translation>
    </message>
    <message>
      <source>You can't play actions this turn.</source>
      <translation>Vous ne pouvez pas jouer d'Actions ce tour-ci.</translation>
    </message>
    <message>
      <source>Drop this action on a base.</source>
      <translation>Déposez cette Action sur une Base.</translation>
    </message>
    <message>
      <source>Drop this action on a minion.</source>
      <translation>Déposez cette Action sur une Créature.</translation>
    </message>
    <message>
      <source>This action doesn't attach: drop it on the table.</source>
      <translation>Cette Action ne s'attache pas : déposez-la sur la table.</translation>
    </message>
    <message>
      <source>You have already played a minion this turn.</source>
      <translation>Vous avez déjà joué une Créature ce tour-ci.</translation>
    </message>
    <message>
      <source>You have already played an action this turn.</source>
      <translation>Vous avez déjà joué une Action ce tour-ci.</translation>
    </message>
    <message>
      <source>Drop a minion on a base.</source>
      <translation>Déposez une Créature sur une Base.</translation>
    </message>
    <message>
      <source>Your extra play doesn't allow this minion here.</source>
      <translation>L'effet qui vous permet de jouer une Créature supplémentaire ne s'applique pas à cette Créature ici.</translation>
    </message>
    <message>
      <source>A card in play forbids playing this minion on that base.</source>
      <translation>Une carte en jeu interdit de jouer cette Créature sur cette Base.</translation>
    </message>
    <message>
      <source>the file holds a number too large or data nested too deeply</source>
      <translation>le fichier contient un nombre trop grand ou des données trop imbriquées</translation>
    </message>
    <message>
      <source>no such file: {path}</source>
      <translation>fichier introuvable : {path}</translation>
    </message>
    <message>
      <source>can't read {path}: {error}</source>
      <translation>impossible de lire {path} : {error}</translation>
    </message>
    <message>
      <source>can't read {path}: not a regular file</source>
      <translation>impossible de lire {path} : ce n'est pas un fichier</translation>
    </message>
    <message>
      <source>can't read {path}: not UTF-8 text</source>
      <translation>impossible de lire {path} : ce n'est pas un fichier texte (UTF-8)</translation>
    </message>
    <message>
      <source>the file is not valid JSON (truncated or corrupted)</source>
      <translation>le fichier n'est pas du JSON valide (tronqué ou corrompu)</translation>
    </message>
    <message>
      <source>Play cards</source>
      <translation>Jouez des cartes</translation>
    </message>
    <message>
      <source>Discard down to 10 cards</source>
      <translation>Défaussez jusqu'à n'avoir plus que 10 cartes</translation>
    </message>
    <message>
      <source>Choose the base to score first</source>
      <translation>Choisissez la Base dont la Conquête est résolue en premier</translation>
    </message>
    <message>
      <source>Mechanic {n}</source>
      <translation>Mécano {n}</translation>
    </message>
    <message>
      <source>Robot {power}</source>
      <translation>Robot {power}</translation>
    </message>
    <message>
      <source>power {power}</source>
      <translation>pouvoir {power}</translation>
    </message>
    <message>
      <source>{vp} VP</source>
      <translation>{vp} PV</translation>
    </message>
    <message>
      <source>{vp} VP per gadget</source>
      <translation>{vp} PV par Gadget</translation>
    </message>
    <message>
      <source>speed {speed}</source>
      <translation>VMC {speed}</translation>
    </message>
    <message>
      <source>nut</source>
      <translation>vis</translation>
    </message>
    <message>
      <source>bolt</source>
      <translation>boulon</translation>
    </message>
    <message>
      <source>cog</source>
      <translation>engrenage</translation>
    </message>
    <message>
      <source>oil</source>
      <translation>goutte</translation>
    </message>
    <message>
      <source>Mechanic</source>
      <translation>Mécano</translation>
    </message>
    <message>
      <source>Robot</source>
      <translation>Robot</translation>
    </message>
    <message>
      <source>Robot Upgrade</source>
      <translation>Amélioration robotique</translation>
    </message>
    <message>
      <source>Fzzzt</source>
      <translation>Fzzzt</translation>
    </message>
    <message>
      <source>Production Unit</source>
      <translation>Unité de Production</translation>
    </message>
    <message>
      <source>Add a card to your bid, then seal it</source>
      <translation>Ajoutez une carte à votre Enchère, puis posez-la (Entrée)</translation>
    </message>
    <message>
      <source>Give Robots to your Production Units, then finish</source>
      <translation>Attribuez des Robots à vos Unités de Production, puis cliquez sur Terminé</translation>
    </message>
    <message>
      <source>Final count: give Robots to your Production Units to build gadgets, then finish</source>
      <translation>Décompte des points : attribuez des Robots à vos Unités de Production pour créer des Gadgets, puis cliquez sur Terminé</translation>
    </message>
    <message>
      <source>That unit already received a Robot in this build phase.</source>
      <translation>Cette UP a déjà reçu un Robot pendant cette Phase de Nettoyage et de Construction.</translation>
    </message>
    <message>
      <source>You can only bid with cards from your hand.</source>
      <translation>Vous ne pouvez enchérir qu'avec des cartes de votre Main.</translation>
    </message>
    <message>
      <source>Now each player gives Robots to their Production Units.</source>
      <translation>C'est le moment d'attribuer des Robots aux Unités de Production.</translation>
    </message>
    <message>
      <source>That is not one of your Production Units.</source>
      <translation>Ce n'est pas une de vos Unités de Production.</translation>
    </message>
    <message>
      <source>Only one of your Robots can go to a Production Unit.</source>
      <translation>Seuls vos Robots peuvent être attribués à une Unité de Production.</translation>
    </message>
    <message>
      <source>That Robot has no construction symbol of that unit.</source>
      <translation>Ce Robot n'a aucun Symbole de Construction de cette UP.</translation>
    </message>
    <message>
      <source>Put at least one card in your bid before sealing it.</source>
      <translation>Mettez au moins une carte dans votre Enchère avant de la poser.</translation>
    </message>
    <message>
      <source>That card is already in your bid.</source>
      <translation>Cette carte est déjà dans votre Enchère.</translation>
    </message>
    <message>
      <source>not a FZZZT! save file</source>
      <translation>ce n'est pas une sauvegarde de FZZZT !</translation>
    </message>
    <message>
      <source>the save is inconsistent: {problem}</source>
      <translation>la sauvegarde est incohérente : {problem}</translation>
    </message>
    <message>
      <source>Smash Up</source>
      <translation>Smash Up</translation>
    </message>
    <message>
      <source>FZZZT!</source>
      <translation>FZZZT !</translation>
    </message>
    <message>
      <source>Choose one of your characters to destroy</source>
      <translation>Choisissez l'un de vos Personnages à détruire</translation>
    </message>
    <message>
      <source>Choose a character to move</source>
      <translation>Choisissez un Personnage à déplacer</translation>
    </message>
    <message>
      <source>Choose the character it goes onto</source>
      <translation>Choisissez le Personnage vers lequel le déplacer</translation>
    </message>
    <message>
      <source>Choose a modifier of yours to move</source>
      <translation>Choisissez l'un de vos Modificateurs à déplacer</translation>
    </message>
    <message>
      <source>Choose a character to return to its owner's hand</source>
      <translation>Choisissez un Personnage à renvoyer dans la main de son propriétaire</translation>
    </message>
    <message>
      <source>Play an extra character, or pass</source>
      <translation>Jouez un Personnage supplémentaire, ou passez</translation>
    </message>
    <message>
      <source>You have already played a character this turn.</source>
      <translation>Vous avez déjà joué un Personnage ce tour-ci.</translation>
    </message>
    <message>
      <source>Drop a character on a base.</source>
      <translation>Déposez un Personnage sur une Base.</translation>
    </message>
    <message>
      <source>Your extra play doesn't allow this character here.</source>
      <translation>L'effet qui vous permet de jouer un Personnage supplémentaire ne s'applique pas à ce Personnage ici.</translation>
    </message>
    <message>
      <source>A card in play forbids playing this character on that base.</source>
      <translation>Une carte en jeu interdit de jouer ce Personnage sur cette Base.</translation>
    </message>
    <message>
      <source>Drop this base modifier on a base.</source>
      <translation>Déposez ce Modificateur de Base sur une Base.</translation>
    </message>
    <message>
      <source>Drop this character modifier on a character.</source>
      <translation>Déposez ce Modificateur de Personnage sur un Personnage.</translation>
    </message>
    <message>
      <source>That character can't be affected by your actions.</source>
      <translation>Ce Personnage ne peut pas être affecté par vos Actions.</translation>
    </message>
    <message>
      <source>{player} draws {card}</source>
      <translation>{player} pioche {card}</translation>
    </message>
    <message>
      <source>{player} looks at a card of {whom}'s deck</source>
      <translation>{player} regarde une carte de la pioche de {whom}</translation>
    </message>
    <message>
      <source>{player} looks at {amount} cards of their deck</source>
      <translation>{player} regarde {amount} cartes de sa pioche</translation>
    </message>
    <message>
      <source>{player} looks at a card of their deck</source>
      <translation>{player} regarde une carte de sa pioche</translation>
    </message>
    <message>
      <source>{player} sees {card}</source>
      <translation>{player} voit {card}</translation>
    </message>
    <message>
      <source>{player} buries {card} at {base}</source>
      <translation>{player} enterre {card} sur {base}</translation>
    </message>
    <message>
      <source>{card} moves from {base} to {to}</source>
      <translation>La carte {card} est déplacée de la Base {base} sur {to}</translation>
    </message>
    <message>
      <source>{card} (on {base})</source>
      <translation>{card} (sur {base})</translation>
    </message>
    <message>
      <source>{player} shuffles a card of their hand into their deck</source>
      <translation>{player} mélange une carte de sa main dans sa pioche</translation>
    </message>
    <message>
      <source>{card} destroys itself</source>
      <translation>La carte {card} se détruit elle-même</translation>
    </message>
    <message>
      <source>{src} has no effect on {card}, whose own ability protects it</source>
      <translation>La carte {src} est sans effet sur la carte {card} : son propre effet la protège</translation>
    </message>
    <message>
      <source>{src} has no effect on {card}, whose own ability keeps it from being destroyed</source>
      <translation>La carte {src} est sans effet sur la carte {card} : son propre effet l'empêche d'être détruite</translation>
    </message>
    <message>
      <source>{player} discards {card} at random</source>
      <translation>{player} défausse {card} au hasard</translation>
    </message>
    <message>
      <source>{src}: {player} discards {card} at random</source>
      <translation>{src} : {player} défausse {card} au hasard</translation>
    </message>
    <message>
      <source>{player} reveals {card} from {whom}'s deck</source>
      <translation>{player} révèle {card} de la pioche de {whom}</translation>
    </message>
    <message>
      <source>{player} names the {said} faction{for_card}</source>
      <translation>{player} nomme la Faction {said}{for_card}</translation>
    </message>
    <message>
      <source>{player} names {said}{for_card}</source>
      <translation>{player} nomme {said}{for_card}</translation>
    </message>
    <message>
      <source> ({src})</source>
      <translation> ({src})</translation>
    </message>
    <message>
      <source>{card} ({player}): +1 power counter</source>
      <translation>{card} ({player}) : un marqueur Force +1</translation>
    </message>
    <message>
      <source>{card} ({player}): {count} +1 power counters removed</source>
      <translation>{card} ({player}) : {count} marqueurs Force +1 retirés</translation>
    </message>
    <message>
      <source>{card} ({player}): one +1 power counter removed</source>
      <translation>{card} ({player}) : un marqueur Force +1 retiré</translation>
    </message>
    <message>
      <source> on {base}</source>
      <translation> sur {base}</translation>
    </message>
    <message>
      <source> on {to}</source>
      <translation> sur {to}</translation>
    </message>
    <message>
      <source>Player {n}</source>
      <translation>Joueur {n}</translation>
    </message>
    <message>
      <source>{player} plays {card}{where}</source>
      <translation>{player} joue {card}{where}</translation>
    </message>
    <message>
      <source>{card} is destroyed</source>
      <translation>La carte {card} est détruite</translation>
    </message>
    <message>
      <source>{card} returns to its owner's hand</source>
      <translation>La carte {card} est renvoyée dans la main de son propriétaire</translation>
    </message>
    <message>
      <source>{card} moves to {to}</source>
      <translation>La carte {card} est déplacée sur {to}</translation>
    </message>
    <message>
      <source>{card} is discarded</source>
      <translation>La carte {card} est défaussée</translation>
    </message>
    <message>
      <source>{player} cancels {card}: it has no effect</source>
      <translation>{player} annule la carte {card} : elle n'a aucun effet</translation>
    </message>
    <message>
      <source>{player} draws a card</source>
      <translation>{player} pioche une carte</translation>
    </message>
    <message>
      <source>{player} gains {amount} VP</source>
      <translation>{player} gagne {amount} PV</translation>
    </message>
    <message>
      <source>{base} scores</source>
      <translation>Conquête : {base}</translation>
    </message>
    <message>
      <source>{card} replaces {base}</source>
      <translation>{card} remplace {base}</translation>
    </message>
    <message>
      <source>{player} shuffles their discard pile into their deck</source>
      <translation>{player} mélange sa défausse dans sa pioche</translation>
    </message>
    <message>
      <source>{card} gets {amount:+d} power until the end of the turn</source>
      <translation>Force de la carte {card} : {amount:+d} jusqu'à la fin du tour</translation>
    </message>
    <message>
      <source>{card} gets {amount:+d} power until {player}'s next turn begins</source>
      <translation>Force de la carte {card} : {amount:+d} jusqu'au début du prochain tour de {player}</translation>
    </message>
    <message>
      <source>{card} gets {amount:+d} power until the end of {player}'s next turn</source>
      <translation>Force de la carte {card} : {amount:+d} jusqu'à la fin du prochain tour de {player}</translation>
    </message>
    <message>
      <source>{card} goes to the bottom of its owner's deck</source>
      <translation>La carte {card} va sous la pioche de son propriétaire</translation>
    </message>
    <message>
      <source>{card} goes on top of its owner's deck</source>
      <translation>La carte {card} est placée sur le dessus de la pioche de son propriétaire</translation>
    </message>
    <message>
      <source>{card} is shuffled into its owner's deck</source>
      <translation>La carte {card} est mélangée dans la pioche de son propriétaire</translation>
    </message>
    <message>
      <source>{card} goes to {player}'s hand</source>
      <translation>La carte {card} va dans la main de {player}</translation>
    </message>
    <message>
      <source>{player}'s turn begins</source>
      <translation>Début du tour de {player}</translation>
    </message>
    <message>
      <source>{player} wins the game</source>
      <translation>{player} gagne la partie</translation>
    </message>
    <message>
      <source>{player} reveals {card}</source>
      <translation>{player} révèle {card}</translation>
    </message>
    <message>
      <source>{player} buries a card at {base}</source>
      <translation>{player} enterre une carte sur {base}</translation>
    </message>
    <message>
      <source>{card} ({player}): {count} +1 power counters</source>
      <translation>{card} ({player}) : {count} marqueurs Force +1</translation>
    </message>
    <message>
      <source>{player} controls {card} until the end of the turn</source>
      <translation>{player} contrôle {card} jusqu'à la fin du tour</translation>
    </message>
    <message>
      <source>{player} looks at {whom}'s hand</source>
      <translation>{player} regarde la main de {whom}</translation>
    </message>
    <message>
      <source>{player} looks at {amount} cards of {whom}'s deck</source>
      <translation>{player} regarde {amount} cartes de la pioche de {whom}</translation>
    </message>
    <message>
      <source>{player} looks at {amount} hidden cards</source>
      <translation>{player} regarde {amount} cartes cachées</translation>
    </message>
    <message>
      <source>{player} sees {whom}'s {card}</source>
      <translation>{player} voit {card} de {whom}</translation>
    </message>
    <message>
      <source>{player} brings {card} into play on {base}</source>
      <translation>{player} fait entrer {card} en jeu sur {base}</translation>
    </message>
    <message>
      <source>{card} goes back beside its owner's deck</source>
      <translation>{card} est replacé à côté de la pioche de son propriétaire</translation>
    </message>
    <message>
      <source>{player} takes an extra turn: {src}</source>
      <translation>{player} joue un tour supplémentaire : {src}</translation>
    </message>
    <message>
      <source>{player} uses {card}'s Talent</source>
      <translation>{player} utilise un Talent : {card}</translation>
    </message>
    <message>
      <source>{player} chooses: {said}{for_card}</source>
      <translation>{player} choisit : {said}{for_card}</translation>
    </message>
    <message>
      <source>{player} shuffles {amount} cards of their hand into their deck</source>
      <translation>{player} mélange {amount} cartes de sa main dans sa pioche</translation>
    </message>
    <message>
      <source>The base discard pile is shuffled to make the base deck</source>
      <translation>La défausse Base est mélangée et forme la pioche Base</translation>
    </message>
    <message>
      <source>{card} goes on top of the base deck</source>
      <translation>La Base {card} est placée sur le dessus de la pioche Base</translation>
    </message>
    <message>
      <source>{card} goes under the base deck</source>
      <translation>La Base {card} est placée sous la pioche Base</translation>
    </message>
    <message>
      <source>{src} has no effect on {card}, which {protector} protects</source>
      <translation>La carte {src} est sans effet sur la carte {card} : la carte {protector} la protège</translation>
    </message>
    <message>
      <source>{src} has no effect on {card}, which {protector} keeps from being destroyed</source>
      <translation>La carte {src} est sans effet sur la carte {card} : la carte {protector} l'empêche d'être détruite</translation>
    </message>
    <message>
      <source>Friends elsewhere can reach this table: the router opened TCP port {port} at {address}.</source>
      <translation>Vos amis ailleurs peuvent rejoindre cette table : la box a ouvert le port TCP {port} à l'adresse {address}.</translation>
    </message>
    <message>
      <source>Friends with IPv6 can reach this table at {public} unless the router's firewall blocks it; for the others, forward TCP port {port} of the router to this computer ({lan}).</source>
      <translation>Vos amis en IPv6 peuvent rejoindre cette table à l'adresse {public}, sauf si le pare-feu de la box la bloque ; pour les autres, redirigez le port TCP {port} de la box vers cet ordinateur ({lan}).</translation>
    </message>
    <message>
      <source>Only players on this local network can reach this table: your internet provider shares its public address between homes. Host on a small server or join an overlay network (see the network help).</source>
      <translation>Seuls les joueurs de ce réseau local peuvent rejoindre cette table : votre fournisseur d'accès partage son adresse publique entre plusieurs foyers. Hébergez la partie sur un petit serveur ou rejoignez un réseau privé virtuel (voir l'aide sur le réseau).</translation>
    </message>
    <message>
      <source>Friends elsewhere can reach this table only if you forward TCP port {port} of your router to this computer ({lan}) and allow the app through the firewall (see the network help).</source>
      <translation>Vos amis ailleurs ne pourront rejoindre cette table que si vous redirigez le port TCP {port} de votre box vers cet ordinateur ({lan}) et autorisez l'application dans le pare-feu (voir l'aide sur le réseau).</translation>
    </message>
    <message>
      <source>This table listens on this computer only: host on every address for others to reach it.</source>
      <translation>Cette table n'écoute que sur cet ordinateur : hébergez-la sur toutes les adresses pour que d'autres puissent la rejoindre.</translation>
    </message>
    <message>
      <source>This table is full: every seat is taken. Ask the host whether a seat can be freed.</source>
      <translation>Cette table est complète : toutes les places sont prises. Demandez à l'hôte si une place peut se libérer.</translation>
    </message>
    <message>
      <source>This invite's code is not the table's: ask the host to copy the invite again.</source>
      <translation>Le code de cette invitation n'est pas celui de la table : demandez à l'hôte de copier à nouveau l'invitation.</translation>
    </message>
    <message>
      <source>The host plays version {theirs} of the network game and this app version {ours}: both of you need the same version of the app.</source>
      <translation>L'hôte joue avec la version {theirs} du jeu en réseau et cette application avec la version {ours} : il vous faut la même version de l'application.</translation>
    </message>
    <message>
      <source>The host keeps no seat for this computer any more: join again by the invite, as a new player.</source>
      <translation>L'hôte ne garde plus de place pour cet ordinateur : rejoignez la table avec l'invitation, comme un nouveau joueur.</translation>
    </message>
    <message>
      <source>Someone at this table is already called {name}: join again under another name.</source>
      <translation>Un joueur de cette table porte déjà le nom {name} : rejoignez-la sous un autre nom.</translation>
    </message>
    <message>
      <source>Seat {seat} is already taken: pick a free seat.</source>
      <translation>La place {seat} est déjà prise : choisissez une place libre.</translation>
    </message>
    <message>
      <source>The host has not started the game yet: wait until it does.</source>
      <translation>L'hôte n'a pas encore lancé la partie : attendez qu'il la lance.</translation>
    </message>
    <message>
      <source>The game has started: seats don't change any more.</source>
      <translation>La partie a commencé : les places ne changent plus.</translation>
    </message>
    <message>
      <source>The game is over: there is nothing left to play.</source>
      <translation>La partie est terminée : il ne reste rien à jouer.</translation>
    </message>
    <message>
      <source>It is not your decision now: wait for your turn.</source>
      <translation>Ce n'est pas à vous de décider maintenant : attendez votre tour.</translation>
    </message>
    <message>
      <source>That answered an earlier question: answer the one shown now.</source>
      <translation>Cela répondait à une question précédente : répondez à celle affichée maintenant.</translation>
    </message>
    <message>
      <source>The host did not recognise that move: both of you need the same version of the app.</source>
      <translation>L'hôte n'a pas reconnu ce coup : il vous faut la même version de l'application.</translation>
    </message>
    <message>
      <source>The host did not understand this app: both of you need the same version of the app.</source>
      <translation>L'hôte n'a pas compris cette application : il vous faut la même version de l'application.</translation>
    </message>
    <message>
      <source>The host has too many people joining at once: try again in a minute.</source>
      <translation>Trop de joueurs rejoignent l'hôte en même temps : réessayez dans une minute.</translation>
    </message>
    <message>
      <source>Your seat was taken back from another window or computer with the same invite.</source>
      <translation>Votre place a été reprise depuis une autre fenêtre ou un autre ordinateur avec la même invitation.</translation>
    </message>
    <message>
      <source>Your seat reconnects too often: wait a few seconds, then join again.</source>
      <translation>Votre place se reconnecte trop souvent : attendez quelques secondes, puis rejoignez de nouveau la table.</translation>
    </message>
    <message>
      <source>The host removed you from the table: ask the host before joining again.</source>
      <translation>L'hôte vous a retiré de la table : demandez-lui avant de la rejoindre de nouveau.</translation>
    </message>
    <message>
      <source>No answer from {address} within {seconds} seconds: check that the host's router forwards TCP port {port} to the host's computer and that its firewall allows the app.</source>
      <translation>Aucune réponse de {address} en {seconds} secondes : vérifiez que la box ou le routeur de l'hôte redirige le port TCP {port} vers son ordinateur et que son pare-feu autorise l'application.</translation>
    </message>
    <message>
      <source>{address} answered but nothing listens on port {port}: check that the game is still hosted and the invite's port.</source>
      <translation>{address} a répondu, mais rien n'écoute sur le port {port} : vérifiez que la partie est toujours hébergée et le port de l'invitation.</translation>
    </message>
    <message>
      <source>The address {address} can't be found: check the invite, and this computer's connection.</source>
      <translation>L'adresse {address} est introuvable : vérifiez l'invitation et la connexion de cet ordinateur.</translation>
    </message>
    <message>
      <source>{address} can't be reached from this network: check this computer's connection to the internet.</source>
      <translation>{address} est injoignable depuis ce réseau : vérifiez la connexion de cet ordinateur à Internet.</translation>
    </message>
    <message>
      <source>What answers at {address} on port {port} is not a Smash Up table: check the invite's port.</source>
      <translation>Ce qui répond à {address} sur le port {port} n'est pas une table de Smash Up : vérifiez le port de l'invitation.</translation>
    </message>
    <message>
      <source>The table at {address} is not the one you were invited to (its certificate is not the invite's): ask the host for the invite again.</source>
      <translation>La table à {address} n'est pas celle à laquelle vous êtes invité (son certificat n'est pas celui de l'invitation) : redemandez l'invitation à l'hôte.</translation>
    </message>
    <message>
      <source>The host closed the connection before giving you a seat: check with the host that the game is still hosted, then join again.</source>
      <translation>L'hôte a fermé la connexion avant de vous donner une place : vérifiez avec lui que la partie est toujours hébergée, puis essayez à nouveau de la rejoindre.</translation>
    </message>
    <message>
      <source>The host sent what this app can't read: both of you need the same version of the app.</source>
      <translation>L'hôte a envoyé ce que cette application ne sait pas lire : il vous faut la même version de l'application.</translation>
    </message>
    <message>
      <source>That is not one of your options now.</source>
      <translation>Ce n'est pas l'un de vos choix pour l'instant.</translation>
    </message>
    <message>
      <source>not a table autosave of this version</source>
      <translation>ce n'est pas une sauvegarde de table de cette version</translation>
    </message>
    <message>
      <source>the autosave's seats don't match its game</source>
      <translation>les places de la sauvegarde ne correspondent pas à sa partie</translation>
    </message>
    <message>
      <source>the autosave's seats are malformed</source>
      <translation>les places de la sauvegarde sont mal formées</translation>
    </message>
    <message>
      <source>the autosave's journal does not follow its game (action {action})</source>
      <translation>le journal de la sauvegarde ne suit pas sa partie (action {action})</translation>
    </message>
    <message>
      <source>the autosave's journal is too large</source>
      <translation>le journal de la sauvegarde est trop volumineux</translation>
    </message>
    <message>
      <source>not a Smash Up save file</source>
      <translation>ce n'est pas une sauvegarde Smash Up</translation>
    </message>
    <message>
      <source>the save's history is malformed</source>
      <translation>l’historique de la sauvegarde est mal formé</translation>
    </message>
    <message>
      <source>the save's history is inconsistent: {problem}</source>
      <translation>l’historique de la sauvegarde est incohérent : {problem}</translation>
    </message>
    <message>
      <source>the save's replay is inconsistent: {problem}</source>
      <translation>les coups enregistrés dans la sauvegarde sont incohérents : {problem}</translation>
    </message>
    <message>
      <source>the save was made by a version of Smash Up this one does not know (rules {version})</source>
      <translation>la sauvegarde a été faite par une version de Smash Up que celle-ci ne connaît pas (règles {version})</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Voir dans :</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Fichiers de &amp;type :</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <comment>All other platforms</comment>
      <translation>Dossier</translation>
    </message>
    <message>
      <source>File Folder</source>
      <comment>Match Windows Explorer</comment>
      <translation>Dossier</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>Disque</translation>
    </message>
  </context>
</TS>
