from table import Table


def test_full_sail_moves_any_number_of_your_minions():
    t = Table(bases=[("base/the_central_brain", [("pirates/first_mate", 1), ("pirates/buccaneer", 1)]),
                     ("base/jungle_oasis", []), ("base/tar_pits", [])], hands=[[], ["pirates/full_sail"]], active=1)
    t.play("full_sail").choose("first_mate", "jungle_oasis", "buccaneer", "tar_pits")
    assert t.base_of("first_mate") == "jungle_oasis" and t.base_of("buccaneer") == "tar_pits"
    assert t.zone("full_sail") == "discard"
