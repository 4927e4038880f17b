<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>FzzztTable</name>
    <message numerus="yes">
      <source>Factory: %n card(s)</source>
      <translation>
        <numerusform>Factory: %n card</numerusform>
        <numerusform>Factory: %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>bid: %n card(s) face down</source>
      <translation>
        <numerusform>bid: %n card face down</numerusform>
        <numerusform>bid: %n cards face down</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Workshop: %n card(s), face down</source>
      <translation>
        <numerusform>Workshop: %n card, face down</numerusform>
        <numerusform>Workshop: %n cards, face down</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Final scores: {scores}. Winner: {winners}.</source>
      <translation>
        <numerusform>Final scores: {scores}. Winner: {winners}.</numerusform>
        <numerusform>Final scores: {scores}. Winners: {winners}.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>HintControl</name>
    <message numerus="yes">
      <source>{name} used %n hint(s)</source>
      <translation>
        <numerusform>{name} used %n hint</numerusform>
        <numerusform>{name} used %n hints</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>HostDialog</name>
    <message numerus="yes">
      <source>%n minute(s) a decision</source>
      <translation>
        <numerusform>%n minute a decision</numerusform>
        <numerusform>%n minutes a decision</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>JoinDialog</name>
    <message numerus="yes">
      <source>{name} — {game}, %n free seat(s) of {players} ({address})</source>
      <translation>
        <numerusform>{name} — {game}, %n free seat of {players} ({address})</numerusform>
        <numerusform>{name} — {game}, %n free seats of {players} ({address})</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message numerus="yes">
      <source>The boxes ticked have %n faction(s); {players} players need {need}.</source>
      <translation>
        <numerusform>The boxes ticked have %n faction; {players} players need {need}.</numerusform>
        <numerusform>The boxes ticked have %n factions; {players} players need {need}.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SmashUpTable</name>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n card</numerusform>
        <numerusform>%n cards</numerusform>
      </translation>
    </message>
  </context>
</TS>
