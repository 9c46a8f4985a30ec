/// A small Pokédex written in PokéAPI's own JSON shape, served by the demo client so that the
/// app runs with no network. Keys are resource paths below `/api/v2/`, without slashes at the ends.
///
/// Fourteen Pokémon (with their species) and the seven evolution chains they belong to. Species
/// that appear only inside a chain (Charizard, Espeon, …) have no resources of their own.
public enum PokemonDemoData {
    /// Resource path → JSON body.
    public static let resources: [String: String] = [
        "pokemon": #"""
        {
          "count": 14,
          "next": null,
          "previous": null,
          "results": [
            {"name": "bulbasaur", "url": "/api/v2/pokemon/1/"},
            {"name": "ivysaur", "url": "/api/v2/pokemon/2/"},
            {"name": "venusaur", "url": "/api/v2/pokemon/3/"},
            {"name": "charmander", "url": "/api/v2/pokemon/4/"},
            {"name": "pikachu", "url": "/api/v2/pokemon/25/"},
            {"name": "raichu", "url": "/api/v2/pokemon/26/"},
            {"name": "nidoran-f", "url": "/api/v2/pokemon/29/"},
            {"name": "farfetchd", "url": "/api/v2/pokemon/83/"},
            {"name": "mr-mime", "url": "/api/v2/pokemon/122/"},
            {"name": "eevee", "url": "/api/v2/pokemon/133/"},
            {"name": "vaporeon", "url": "/api/v2/pokemon/134/"},
            {"name": "jolteon", "url": "/api/v2/pokemon/135/"},
            {"name": "flareon", "url": "/api/v2/pokemon/136/"},
            {"name": "pichu", "url": "/api/v2/pokemon/172/"}
          ]
        }
        """#,
        "pokemon-species": #"""
        {
          "count": 14,
          "next": null,
          "previous": null,
          "results": [
            {"name": "bulbasaur", "url": "/api/v2/pokemon-species/1/"},
            {"name": "ivysaur", "url": "/api/v2/pokemon-species/2/"},
            {"name": "venusaur", "url": "/api/v2/pokemon-species/3/"},
            {"name": "charmander", "url": "/api/v2/pokemon-species/4/"},
            {"name": "pikachu", "url": "/api/v2/pokemon-species/25/"},
            {"name": "raichu", "url": "/api/v2/pokemon-species/26/"},
            {"name": "nidoran-f", "url": "/api/v2/pokemon-species/29/"},
            {"name": "farfetchd", "url": "/api/v2/pokemon-species/83/"},
            {"name": "mr-mime", "url": "/api/v2/pokemon-species/122/"},
            {"name": "eevee", "url": "/api/v2/pokemon-species/133/"},
            {"name": "vaporeon", "url": "/api/v2/pokemon-species/134/"},
            {"name": "jolteon", "url": "/api/v2/pokemon-species/135/"},
            {"name": "flareon", "url": "/api/v2/pokemon-species/136/"},
            {"name": "pichu", "url": "/api/v2/pokemon-species/172/"}
          ]
        }
        """#,
        "pokemon/1": #"""
        {
          "id": 1,
          "name": "bulbasaur",
          "height": 7,
          "weight": 69,
          "base_experience": 64,
          "types": [
            {"slot": 1, "type": {"name": "grass", "url": "/api/v2/type/12/"}},
            {"slot": 2, "type": {"name": "poison", "url": "/api/v2/type/4/"}}
          ],
          "abilities": [
            {"ability": {"name": "overgrow", "url": "/api/v2/ability/65/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "chlorophyll", "url": "/api/v2/ability/34/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 45, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 49, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 49, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 65, "effort": 1, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 65, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 45, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "bulbasaur", "url": "/api/v2/pokemon-species/1/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/2": #"""
        {
          "id": 2,
          "name": "ivysaur",
          "height": 10,
          "weight": 130,
          "base_experience": 142,
          "types": [
            {"slot": 1, "type": {"name": "grass", "url": "/api/v2/type/12/"}},
            {"slot": 2, "type": {"name": "poison", "url": "/api/v2/type/4/"}}
          ],
          "abilities": [
            {"ability": {"name": "overgrow", "url": "/api/v2/ability/65/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "chlorophyll", "url": "/api/v2/ability/34/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 60, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 62, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 63, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 80, "effort": 1, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 80, "effort": 1, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 60, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "ivysaur", "url": "/api/v2/pokemon-species/2/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/3": #"""
        {
          "id": 3,
          "name": "venusaur",
          "height": 20,
          "weight": 1000,
          "base_experience": 236,
          "types": [
            {"slot": 1, "type": {"name": "grass", "url": "/api/v2/type/12/"}},
            {"slot": 2, "type": {"name": "poison", "url": "/api/v2/type/4/"}}
          ],
          "abilities": [
            {"ability": {"name": "overgrow", "url": "/api/v2/ability/65/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "chlorophyll", "url": "/api/v2/ability/34/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 80, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 82, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 83, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 100, "effort": 2, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 100, "effort": 1, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 80, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "venusaur", "url": "/api/v2/pokemon-species/3/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/4": #"""
        {
          "id": 4,
          "name": "charmander",
          "height": 6,
          "weight": 85,
          "base_experience": 62,
          "types": [{"slot": 1, "type": {"name": "fire", "url": "/api/v2/type/10/"}}],
          "abilities": [
            {"ability": {"name": "blaze", "url": "/api/v2/ability/66/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "solar-power", "url": "/api/v2/ability/94/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 39, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 52, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 43, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 60, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 50, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 65, "effort": 1, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "charmander", "url": "/api/v2/pokemon-species/4/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/25": #"""
        {
          "id": 25,
          "name": "pikachu",
          "height": 4,
          "weight": 60,
          "base_experience": 112,
          "types": [{"slot": 1, "type": {"name": "electric", "url": "/api/v2/type/13/"}}],
          "abilities": [
            {"ability": {"name": "static", "url": "/api/v2/ability/9/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "lightning-rod", "url": "/api/v2/ability/31/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 35, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 55, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 40, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 50, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 50, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 90, "effort": 2, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "pikachu", "url": "/api/v2/pokemon-species/25/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/26": #"""
        {
          "id": 26,
          "name": "raichu",
          "height": 8,
          "weight": 300,
          "base_experience": 218,
          "types": [{"slot": 1, "type": {"name": "electric", "url": "/api/v2/type/13/"}}],
          "abilities": [
            {"ability": {"name": "static", "url": "/api/v2/ability/9/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "lightning-rod", "url": "/api/v2/ability/31/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 60, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 90, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 55, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 90, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 80, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 110, "effort": 3, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "raichu", "url": "/api/v2/pokemon-species/26/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/29": #"""
        {
          "id": 29,
          "name": "nidoran-f",
          "height": 4,
          "weight": 70,
          "base_experience": 55,
          "types": [{"slot": 1, "type": {"name": "poison", "url": "/api/v2/type/4/"}}],
          "abilities": [
            {"ability": {"name": "poison-point", "url": "/api/v2/ability/38/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "rivalry", "url": "/api/v2/ability/79/"}, "is_hidden": false, "slot": 2},
            {"ability": {"name": "hustle", "url": "/api/v2/ability/55/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 55, "effort": 1, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 47, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 52, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 40, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 40, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 41, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "nidoran-f", "url": "/api/v2/pokemon-species/29/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/83": #"""
        {
          "id": 83,
          "name": "farfetchd",
          "height": 8,
          "weight": 150,
          "base_experience": 132,
          "types": [
            {"slot": 1, "type": {"name": "normal", "url": "/api/v2/type/1/"}},
            {"slot": 2, "type": {"name": "flying", "url": "/api/v2/type/3/"}}
          ],
          "abilities": [
            {"ability": {"name": "keen-eye", "url": "/api/v2/ability/51/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "inner-focus", "url": "/api/v2/ability/39/"}, "is_hidden": false, "slot": 2},
            {"ability": {"name": "defiant", "url": "/api/v2/ability/128/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 52, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 90, "effort": 1, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 55, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 58, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 62, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 60, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "farfetchd", "url": "/api/v2/pokemon-species/83/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/122": #"""
        {
          "id": 122,
          "name": "mr-mime",
          "height": 13,
          "weight": 545,
          "base_experience": 161,
          "types": [
            {"slot": 1, "type": {"name": "psychic", "url": "/api/v2/type/14/"}},
            {"slot": 2, "type": {"name": "fairy", "url": "/api/v2/type/18/"}}
          ],
          "abilities": [
            {"ability": {"name": "soundproof", "url": "/api/v2/ability/43/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "filter", "url": "/api/v2/ability/111/"}, "is_hidden": false, "slot": 2},
            {"ability": {"name": "technician", "url": "/api/v2/ability/101/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 40, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 45, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 65, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 100, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 120, "effort": 2, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 90, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "mr-mime", "url": "/api/v2/pokemon-species/122/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/133": #"""
        {
          "id": 133,
          "name": "eevee",
          "height": 3,
          "weight": 65,
          "base_experience": 65,
          "types": [{"slot": 1, "type": {"name": "normal", "url": "/api/v2/type/1/"}}],
          "abilities": [
            {"ability": {"name": "run-away", "url": "/api/v2/ability/50/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "adaptability", "url": "/api/v2/ability/91/"}, "is_hidden": false, "slot": 2},
            {"ability": {"name": "anticipation", "url": "/api/v2/ability/107/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 55, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 55, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 50, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 45, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 65, "effort": 1, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 55, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "eevee", "url": "/api/v2/pokemon-species/133/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/134": #"""
        {
          "id": 134,
          "name": "vaporeon",
          "height": 10,
          "weight": 290,
          "base_experience": 184,
          "types": [{"slot": 1, "type": {"name": "water", "url": "/api/v2/type/11/"}}],
          "abilities": [
            {"ability": {"name": "water-absorb", "url": "/api/v2/ability/11/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "hydration", "url": "/api/v2/ability/93/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 130, "effort": 2, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 65, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 60, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 110, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 95, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 65, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "vaporeon", "url": "/api/v2/pokemon-species/134/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/135": #"""
        {
          "id": 135,
          "name": "jolteon",
          "height": 8,
          "weight": 245,
          "base_experience": 184,
          "types": [{"slot": 1, "type": {"name": "electric", "url": "/api/v2/type/13/"}}],
          "abilities": [
            {"ability": {"name": "volt-absorb", "url": "/api/v2/ability/10/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "quick-feet", "url": "/api/v2/ability/95/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 65, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 65, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 60, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 110, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 95, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 130, "effort": 2, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "jolteon", "url": "/api/v2/pokemon-species/135/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/136": #"""
        {
          "id": 136,
          "name": "flareon",
          "height": 9,
          "weight": 250,
          "base_experience": 184,
          "types": [{"slot": 1, "type": {"name": "fire", "url": "/api/v2/type/10/"}}],
          "abilities": [
            {"ability": {"name": "flash-fire", "url": "/api/v2/ability/18/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "guts", "url": "/api/v2/ability/62/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 65, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 130, "effort": 2, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 60, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 95, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 110, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 65, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "flareon", "url": "/api/v2/pokemon-species/136/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon/172": #"""
        {
          "id": 172,
          "name": "pichu",
          "height": 3,
          "weight": 20,
          "base_experience": 41,
          "types": [{"slot": 1, "type": {"name": "electric", "url": "/api/v2/type/13/"}}],
          "abilities": [
            {"ability": {"name": "static", "url": "/api/v2/ability/9/"}, "is_hidden": false, "slot": 1},
            {"ability": {"name": "lightning-rod", "url": "/api/v2/ability/31/"}, "is_hidden": true, "slot": 3}
          ],
          "stats": [
            {"base_stat": 20, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
            {"base_stat": 40, "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
            {"base_stat": 15, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
            {"base_stat": 35, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
            {"base_stat": 35, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
            {"base_stat": 60, "effort": 1, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}
          ],
          "species": {"name": "pichu", "url": "/api/v2/pokemon-species/172/"},
          "sprites": {"front_default": null}
        }
        """#,
        "pokemon-species/1": #"""
        {
          "id": 1,
          "name": "bulbasaur",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Bulbasaur"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "フシギダネ"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "Bulbizarre"}
          ],
          "genera": [
            {"genus": "Seed Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "Pokémon Graine", "language": {"name": "fr", "url": "/api/v2/language/5/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "It carries a seed\non its back from\nthe day it hatches.\fThe seed swells as\nit soaks up sun.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "Il porte une graine sur son dos depuis sa\nnaissance. Elle grandit en même temps que lui.",
              "language": {"name": "fr", "url": "/api/v2/language/5/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            },
            {
              "flavor_text": "On sunny days it naps in the open, letting the\nbulb on its back drink in as much light as it can.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "grassland", "url": "/api/v2/pokemon-habitat/3/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/1/"},
          "evolves_from_species": null,
          "gender_rate": 1,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/2": #"""
        {
          "id": 2,
          "name": "ivysaur",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Ivysaur"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "フシギソウ"}
          ],
          "genera": [
            {"genus": "Seed Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "Pokémon Graine", "language": {"name": "fr", "url": "/api/v2/language/5/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "The bud on its back\ngrows heavier each\nday. Its legs grow\fsturdy to carry\nthe weight.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "When the bud on its back starts to smell sweet,\nit is a sign that a large flower will soon open.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "grassland", "url": "/api/v2/pokemon-habitat/3/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/1/"},
          "evolves_from_species": {"name": "bulbasaur", "url": "/api/v2/pokemon-species/1/"},
          "gender_rate": 1,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/3": #"""
        {
          "id": 3,
          "name": "venusaur",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Venusaur"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "Florizarre"}
          ],
          "genera": [
            {"genus": "Seed Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "Pokémon Graine", "language": {"name": "fr", "url": "/api/v2/language/5/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "Its great flower\nunfurls in bright\nsunlight and gives\foff a calming\nscent.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "Sa grande fleur s’ouvre au soleil et dégage\nun parfum apaisant.",
              "language": {"name": "fr", "url": "/api/v2/language/5/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            },
            {
              "flavor_text": "The flower on its back turns toward the sun,\nand its petals glow with the light they collect.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "grassland", "url": "/api/v2/pokemon-habitat/3/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/1/"},
          "evolves_from_species": {"name": "ivysaur", "url": "/api/v2/pokemon-species/2/"},
          "gender_rate": 1,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/4": #"""
        {
          "id": 4,
          "name": "charmander",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Charmander"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "ヒトカゲ"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "Salamèche"}
          ],
          "genera": [
            {"genus": "Lizard Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "Pokémon Lézard", "language": {"name": "fr", "url": "/api/v2/language/5/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "The flame on its\ntail shows how it\nfeels. It burns\fbrightly when it\nis in high spirits.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "If the flame at the tip of its tail ever went out,\nits life would go out with it, so it guards it well.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "mountain", "url": "/api/v2/pokemon-habitat/4/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/2/"},
          "evolves_from_species": null,
          "gender_rate": 1,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/25": #"""
        {
          "id": 25,
          "name": "pikachu",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Pikachu"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "ピカチュウ"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "Pikachu"},
            {"language": {"name": "de", "url": "/api/v2/language/6/"}, "name": "Pikachu"}
          ],
          "genera": [
            {"genus": "Mouse Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "ねずみポケモン", "language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "It stores elec\u00ad\ntricity in the\npouches on its\fcheeks and lets it\nout when it is\nthreatened.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "ピカチュウは　ほっぺの　ふくろに\nでんきを　ためて　くらしている。",
              "language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"},
              "version": {"name": "shield", "url": "/api/v2/version/34/"}
            },
            {
              "flavor_text": "Pikachu greet one another by pressing their\ntails together and trading a small spark.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "forest", "url": "/api/v2/pokemon-habitat/2/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/10/"},
          "evolves_from_species": {"name": "pichu", "url": "/api/v2/pokemon-species/172/"},
          "gender_rate": 4,
          "capture_rate": 190,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/26": #"""
        {
          "id": 26,
          "name": "raichu",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Raichu"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "ライチュウ"}
          ],
          "genera": [
            {"genus": "Mouse Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "ねずみポケモン", "language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "Its long tail acts\nas a ground. It\ndigs the tip into\fthe earth to shed\nextra charge.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "Raichu leitet überschüssige Energie über\nseinen Schweif in den Boden ab.",
              "language": {"name": "de", "url": "/api/v2/language/6/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            },
            {
              "flavor_text": "When its body holds too much electricity, it\nturns aggressive. It glows faintly in the dark.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "forest", "url": "/api/v2/pokemon-habitat/2/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/10/"},
          "evolves_from_species": {"name": "pikachu", "url": "/api/v2/pokemon-species/25/"},
          "gender_rate": 4,
          "capture_rate": 75,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/29": #"""
        {
          "id": 29,
          "name": "nidoran-f",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Nidoran♀"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "ニドラン♀"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "Nidoran♀"}
          ],
          "genera": [
            {"genus": "Poison Pin Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "Giftdorn-Pokémon", "language": {"name": "de", "url": "/api/v2/language/6/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "Small but wary. Its\nbarbs carry a\nstrong poison, so\fit rarely needs\nto fight.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "It prefers quiet meadows. Its horn is smaller\nthan a male’s, but its poison is just as strong.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "grassland", "url": "/api/v2/pokemon-habitat/3/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/12/"},
          "evolves_from_species": null,
          "gender_rate": 8,
          "capture_rate": 235,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/83": #"""
        {
          "id": 83,
          "name": "farfetchd",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Farfetch’d"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "カモネギ"},
            {"language": {"name": "de", "url": "/api/v2/language/6/"}, "name": "Porenta"}
          ],
          "genera": [
            {"genus": "Wild Duck Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "Wildenten-Pokémon", "language": {"name": "de", "url": "/api/v2/language/6/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "It is never seen\nwithout the plant\nstalk it carries.\fIt uses the stalk\nlike a sword.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "Porenta trägt stets eine Lauchstange bei sich\nund verteidigt sie mit allen Mitteln.",
              "language": {"name": "de", "url": "/api/v2/language/6/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            },
            {
              "flavor_text": "It picks its stalk with great care. Rivals fight\nfiercely over the finest stalks they can find.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "grassland", "url": "/api/v2/pokemon-habitat/3/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/35/"},
          "evolves_from_species": null,
          "gender_rate": 4,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/122": #"""
        {
          "id": 122,
          "name": "mr-mime",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Mr. Mime"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "バリヤード"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "M. Mime"}
          ],
          "genera": [
            {"genus": "Barrier Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "Pokémon Bloqueur", "language": {"name": "fr", "url": "/api/v2/language/5/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "A skilled mime.\nIt shapes the air\ninto invisible\fwalls with the\ntips of its fingers.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "Its gestures are so convincing that people\nstart to believe its invisible walls are real.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "urban", "url": "/api/v2/pokemon-habitat/8/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/57/"},
          "evolves_from_species": {"name": "mime-jr", "url": "/api/v2/pokemon-species/439/"},
          "gender_rate": 4,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/133": #"""
        {
          "id": 133,
          "name": "eevee",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Eevee"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "イーブイ"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "Évoli"},
            {"language": {"name": "de", "url": "/api/v2/language/6/"}, "name": "Evoli"}
          ],
          "genera": [
            {"genus": "Evolution Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "しんかポケモン", "language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "Its genes are\nunstable, so it can\nchange into many\fforms depending\non where it lives.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "Évoli s’adapte à son milieu en changeant\nde forme. Ses gènes sont très instables.",
              "language": {"name": "fr", "url": "/api/v2/language/5/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            },
            {
              "flavor_text": "It can evolve in a surprising number of ways.\nScientists still study what triggers each one.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "urban", "url": "/api/v2/pokemon-habitat/8/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/67/"},
          "evolves_from_species": null,
          "gender_rate": 1,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/134": #"""
        {
          "id": 134,
          "name": "vaporeon",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Vaporeon"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "シャワーズ"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "Aquali"}
          ],
          "genera": [
            {"genus": "Bubble Jet Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "あわはきポケモン", "language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "It lives close to\nwater. Its body\ncan melt away\finto the water it\nswims in.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "When its fins begin to tremble, rain is said to\nfollow within a few hours.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "urban", "url": "/api/v2/pokemon-habitat/8/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/67/"},
          "evolves_from_species": {"name": "eevee", "url": "/api/v2/pokemon-species/133/"},
          "gender_rate": 1,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/135": #"""
        {
          "id": 135,
          "name": "jolteon",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Jolteon"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "サンダース"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "Voltali"}
          ],
          "genera": [
            {"genus": "Lightning Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "かみなりポケモン", "language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "Its fur bristles\nwith static. Each\nhair can stand up\flike a needle when\nit is angry.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "Voltali hérisse ses poils chargés d’électricité\nlorsqu’il se sent menacé.",
              "language": {"name": "fr", "url": "/api/v2/language/5/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            },
            {
              "flavor_text": "It stores the static from the air in its fur\nand lets it out in crackling bolts.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "urban", "url": "/api/v2/pokemon-habitat/8/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/67/"},
          "evolves_from_species": {"name": "eevee", "url": "/api/v2/pokemon-species/133/"},
          "gender_rate": 1,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/136": #"""
        {
          "id": 136,
          "name": "flareon",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Flareon"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "ブースター"},
            {"language": {"name": "fr", "url": "/api/v2/language/5/"}, "name": "Pyroli"}
          ],
          "genera": [
            {"genus": "Flame Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "ほのおポケモン", "language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "It keeps a flame\nsac inside its\nbody. Its breath\fcan grow hotter\nthan molten rock.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "red", "url": "/api/v2/version/1/"}
            },
            {
              "flavor_text": "Its fluffy collar lets heat escape so that its\nbody does not grow too hot.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-i", "url": "/api/v2/generation/1/"},
          "habitat": {"name": "urban", "url": "/api/v2/pokemon-habitat/8/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/67/"},
          "evolves_from_species": {"name": "eevee", "url": "/api/v2/pokemon-species/133/"},
          "gender_rate": 1,
          "capture_rate": 45,
          "is_baby": false,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "pokemon-species/172": #"""
        {
          "id": 172,
          "name": "pichu",
          "names": [
            {"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Pichu"},
            {"language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}, "name": "ピチュー"},
            {"language": {"name": "de", "url": "/api/v2/language/6/"}, "name": "Pichu"}
          ],
          "genera": [
            {"genus": "Tiny Mouse Pokémon", "language": {"name": "en", "url": "/api/v2/language/9/"}},
            {"genus": "こねずみポケモン", "language": {"name": "ja-hrkt", "url": "/api/v2/language/1/"}}
          ],
          "flavor_text_entries": [
            {
              "flavor_text": "It is not yet good\nat holding in its\npower. It zaps\fitself when it is\nsurprised.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "gold", "url": "/api/v2/version/4/"}
            },
            {
              "flavor_text": "Pichu kann seine Energie noch nicht gut\nspeichern und erschrickt oft selbst.",
              "language": {"name": "de", "url": "/api/v2/language/6/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            },
            {
              "flavor_text": "Its cheek pouches are still small, and its sparks\ngrow stronger when it laughs or plays.",
              "language": {"name": "en", "url": "/api/v2/language/9/"},
              "version": {"name": "sword", "url": "/api/v2/version/33/"}
            }
          ],
          "generation": {"name": "generation-ii", "url": "/api/v2/generation/2/"},
          "habitat": {"name": "forest", "url": "/api/v2/pokemon-habitat/2/"},
          "evolution_chain": {"url": "/api/v2/evolution-chain/10/"},
          "evolves_from_species": null,
          "gender_rate": 4,
          "capture_rate": 190,
          "is_baby": true,
          "is_legendary": false,
          "is_mythical": false
        }
        """#,
        "evolution-chain/1": #"""
        {
          "id": 1,
          "baby_trigger_item": null,
          "chain": {
            "is_baby": false,
            "species": {"name": "bulbasaur", "url": "/api/v2/pokemon-species/1/"},
            "evolution_details": [],
            "evolves_to": [
              {
                "is_baby": false,
                "species": {"name": "ivysaur", "url": "/api/v2/pokemon-species/2/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                    "min_level": 16,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": null,
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": [
                  {
                    "is_baby": false,
                    "species": {"name": "venusaur", "url": "/api/v2/pokemon-species/3/"},
                    "evolution_details": [
                      {
                        "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                        "min_level": 32,
                        "min_happiness": null,
                        "min_affection": null,
                        "item": null,
                        "held_item": null,
                        "known_move": null,
                        "known_move_type": null,
                        "location": null,
                        "time_of_day": ""
                      }
                    ],
                    "evolves_to": []
                  }
                ]
              }
            ]
          }
        }
        """#,
        "evolution-chain/2": #"""
        {
          "id": 2,
          "baby_trigger_item": null,
          "chain": {
            "is_baby": false,
            "species": {"name": "charmander", "url": "/api/v2/pokemon-species/4/"},
            "evolution_details": [],
            "evolves_to": [
              {
                "is_baby": false,
                "species": {"name": "charmeleon", "url": "/api/v2/pokemon-species/5/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                    "min_level": 16,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": null,
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": [
                  {
                    "is_baby": false,
                    "species": {"name": "charizard", "url": "/api/v2/pokemon-species/6/"},
                    "evolution_details": [
                      {
                        "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                        "min_level": 36,
                        "min_happiness": null,
                        "min_affection": null,
                        "item": null,
                        "held_item": null,
                        "known_move": null,
                        "known_move_type": null,
                        "location": null,
                        "time_of_day": ""
                      }
                    ],
                    "evolves_to": []
                  }
                ]
              }
            ]
          }
        }
        """#,
        "evolution-chain/10": #"""
        {
          "id": 10,
          "baby_trigger_item": null,
          "chain": {
            "is_baby": true,
            "species": {"name": "pichu", "url": "/api/v2/pokemon-species/172/"},
            "evolution_details": [],
            "evolves_to": [
              {
                "is_baby": false,
                "species": {"name": "pikachu", "url": "/api/v2/pokemon-species/25/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                    "min_level": null,
                    "min_happiness": 220,
                    "min_affection": null,
                    "item": null,
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": [
                  {
                    "is_baby": false,
                    "species": {"name": "raichu", "url": "/api/v2/pokemon-species/26/"},
                    "evolution_details": [
                      {
                        "trigger": {"name": "use-item", "url": "/api/v2/evolution-trigger/3/"},
                        "min_level": null,
                        "min_happiness": null,
                        "min_affection": null,
                        "item": {"name": "thunder-stone", "url": "/api/v2/item/83/"},
                        "held_item": null,
                        "known_move": null,
                        "known_move_type": null,
                        "location": null,
                        "time_of_day": ""
                      }
                    ],
                    "evolves_to": []
                  }
                ]
              }
            ]
          }
        }
        """#,
        "evolution-chain/12": #"""
        {
          "id": 12,
          "baby_trigger_item": null,
          "chain": {
            "is_baby": false,
            "species": {"name": "nidoran-f", "url": "/api/v2/pokemon-species/29/"},
            "evolution_details": [],
            "evolves_to": [
              {
                "is_baby": false,
                "species": {"name": "nidorina", "url": "/api/v2/pokemon-species/30/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                    "min_level": 16,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": null,
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": [
                  {
                    "is_baby": false,
                    "species": {"name": "nidoqueen", "url": "/api/v2/pokemon-species/31/"},
                    "evolution_details": [
                      {
                        "trigger": {"name": "use-item", "url": "/api/v2/evolution-trigger/3/"},
                        "min_level": null,
                        "min_happiness": null,
                        "min_affection": null,
                        "item": {"name": "moon-stone", "url": "/api/v2/item/81/"},
                        "held_item": null,
                        "known_move": null,
                        "known_move_type": null,
                        "location": null,
                        "time_of_day": ""
                      }
                    ],
                    "evolves_to": []
                  }
                ]
              }
            ]
          }
        }
        """#,
        "evolution-chain/35": #"""
        {
          "id": 35,
          "baby_trigger_item": null,
          "chain": {
            "is_baby": false,
            "species": {"name": "farfetchd", "url": "/api/v2/pokemon-species/83/"},
            "evolution_details": [],
            "evolves_to": [
              {
                "is_baby": false,
                "species": {"name": "sirfetchd", "url": "/api/v2/pokemon-species/865/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "three-critical-hits", "url": "/api/v2/evolution-trigger/8/"},
                    "min_level": null,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": null,
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": []
              }
            ]
          }
        }
        """#,
        "evolution-chain/57": #"""
        {
          "id": 57,
          "baby_trigger_item": {"name": "odd-incense", "url": "/api/v2/item/291/"},
          "chain": {
            "is_baby": true,
            "species": {"name": "mime-jr", "url": "/api/v2/pokemon-species/439/"},
            "evolution_details": [],
            "evolves_to": [
              {
                "is_baby": false,
                "species": {"name": "mr-mime", "url": "/api/v2/pokemon-species/122/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                    "min_level": null,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": null,
                    "held_item": null,
                    "known_move": {"name": "mimic", "url": "/api/v2/move/102/"},
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": [
                  {
                    "is_baby": false,
                    "species": {"name": "mr-rime", "url": "/api/v2/pokemon-species/866/"},
                    "evolution_details": [
                      {
                        "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                        "min_level": 42,
                        "min_happiness": null,
                        "min_affection": null,
                        "item": null,
                        "held_item": null,
                        "known_move": null,
                        "known_move_type": null,
                        "location": null,
                        "time_of_day": ""
                      }
                    ],
                    "evolves_to": []
                  }
                ]
              }
            ]
          }
        }
        """#,
        "evolution-chain/67": #"""
        {
          "id": 67,
          "baby_trigger_item": null,
          "chain": {
            "is_baby": false,
            "species": {"name": "eevee", "url": "/api/v2/pokemon-species/133/"},
            "evolution_details": [],
            "evolves_to": [
              {
                "is_baby": false,
                "species": {"name": "vaporeon", "url": "/api/v2/pokemon-species/134/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "use-item", "url": "/api/v2/evolution-trigger/3/"},
                    "min_level": null,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": {"name": "water-stone", "url": "/api/v2/item/84/"},
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": []
              },
              {
                "is_baby": false,
                "species": {"name": "jolteon", "url": "/api/v2/pokemon-species/135/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "use-item", "url": "/api/v2/evolution-trigger/3/"},
                    "min_level": null,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": {"name": "thunder-stone", "url": "/api/v2/item/83/"},
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": []
              },
              {
                "is_baby": false,
                "species": {"name": "flareon", "url": "/api/v2/pokemon-species/136/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "use-item", "url": "/api/v2/evolution-trigger/3/"},
                    "min_level": null,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": {"name": "fire-stone", "url": "/api/v2/item/82/"},
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": []
              },
              {
                "is_baby": false,
                "species": {"name": "espeon", "url": "/api/v2/pokemon-species/196/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                    "min_level": null,
                    "min_happiness": 160,
                    "min_affection": null,
                    "item": null,
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": "day"
                  }
                ],
                "evolves_to": []
              },
              {
                "is_baby": false,
                "species": {"name": "umbreon", "url": "/api/v2/pokemon-species/197/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                    "min_level": null,
                    "min_happiness": 160,
                    "min_affection": null,
                    "item": null,
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": "night"
                  }
                ],
                "evolves_to": []
              },
              {
                "is_baby": false,
                "species": {"name": "leafeon", "url": "/api/v2/pokemon-species/470/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "use-item", "url": "/api/v2/evolution-trigger/3/"},
                    "min_level": null,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": {"name": "leaf-stone", "url": "/api/v2/item/85/"},
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": []
              },
              {
                "is_baby": false,
                "species": {"name": "glaceon", "url": "/api/v2/pokemon-species/471/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "use-item", "url": "/api/v2/evolution-trigger/3/"},
                    "min_level": null,
                    "min_happiness": null,
                    "min_affection": null,
                    "item": {"name": "ice-stone", "url": "/api/v2/item/885/"},
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": null,
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": []
              },
              {
                "is_baby": false,
                "species": {"name": "sylveon", "url": "/api/v2/pokemon-species/700/"},
                "evolution_details": [
                  {
                    "trigger": {"name": "level-up", "url": "/api/v2/evolution-trigger/1/"},
                    "min_level": null,
                    "min_happiness": null,
                    "min_affection": 2,
                    "item": null,
                    "held_item": null,
                    "known_move": null,
                    "known_move_type": {"name": "fairy", "url": "/api/v2/type/18/"},
                    "location": null,
                    "time_of_day": ""
                  }
                ],
                "evolves_to": []
              }
            ]
          }
        }
        """#
    ]
}
