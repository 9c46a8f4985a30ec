/// A small city guide written in Geoapify's own GeoJSON shape, served by the demo client so
/// that `explore places --demo` runs with no network and no key.
///
/// Fourteen places within about a kilometre of Île de la Cité: five cafés, three restaurants,
/// a pub and a bar, two sights, a supermarket and a pharmacy. Like real responses, they vary in
/// what they carry: two have no `name` at all, some have opening hours, contact details, a
/// website or facilities and others none; names come with a typographic apostrophe, accents, or
/// a very long title. `distance` is left out on purpose: the demo client computes it from the
/// centre it is asked about.
public enum PlaceDemoData {
    /// The demo's centre: Paris, Île de la Cité.
    public static let center = (lat: 48.8566, lon: 2.3522)

    /// Features as `/v2/places` returns them, one GeoJSON Feature object each (without the
    /// `{"type": "FeatureCollection", "features": [...]}` envelope).
    public static let features: [String] = [
        // Café with hours and outdoor seating.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Café des Quais",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Quai de Gesvres",
            "housenumber": "14",
            "lon": 2.3489,
            "lat": 48.8574,
            "formatted": "Café des Quais, 14 Quai de Gesvres, 75004 Paris, France",
            "address_line1": "Café des Quais",
            "address_line2": "14 Quai de Gesvres, 75004 Paris, France",
            "categories": ["catering", "catering.cafe"],
            "opening_hours": "Mo-Fr 07:30-20:00; Sa,Su 09:00-20:00",
            "facilities": {"outdoor_seating": true, "smoking": false},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Café des Quais", "osm_id": 4418203561, "amenity": "cafe", "osm_type": "n", "outdoor_seating": "yes", "opening_hours": "Mo-Fr 07:30-20:00; Sa,Su 09:00-20:00"}
            },
            "place_id": "515f984c158cca02405992cb7f48bf6d4840f00103f901a96f580701000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3489, 48.8574]}
        }
        """#,
        // Accented name (é, ô); coffee shop.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Café Côté Cité",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue Chanoinesse",
            "housenumber": "9",
            "lon": 2.3505,
            "lat": 48.8539,
            "formatted": "Café Côté Cité, 9 Rue Chanoinesse, 75004 Paris, France",
            "address_line1": "Café Côté Cité",
            "address_line2": "9 Rue Chanoinesse, 75004 Paris, France",
            "categories": ["catering", "catering.cafe", "catering.cafe.coffee_shop"],
            "catering": {"cuisine": "coffee_shop"},
            "opening_hours": "Mo-Sa 08:00-18:30",
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Café Côté Cité", "osm_id": 6120457893, "amenity": "cafe", "cuisine": "coffee_shop", "osm_type": "n"}
            },
            "place_id": "51e7fba9f1d2cd024059f7065f984c6d4840f00103f901a5c6ce6c01000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3505, 48.8539]}
        }
        """#,
        // Typographic apostrophe (’) in the name; phone and website.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "L’Heure du Café",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue de Rivoli",
            "housenumber": "58",
            "lon": 2.353,
            "lat": 48.858,
            "formatted": "L’Heure du Café, 58 Rue de Rivoli, 75004 Paris, France",
            "address_line1": "L’Heure du Café",
            "address_line2": "58 Rue de Rivoli, 75004 Paris, France",
            "categories": ["catering", "catering.cafe", "catering.cafe.coffee_shop"],
            "catering": {"cuisine": "coffee_shop"},
            "opening_hours": "Mo-Fr 08:00-19:00; Sa 09:00-18:00",
            "website": "https://heure-du-cafe.example/",
            "contact": {"phone": "+33 1 42 71 38 64"},
            "facilities": {"wheelchair": false, "internet_access": true, "takeaway": true},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "L’Heure du Café", "phone": "+33 1 42 71 38 64", "osm_id": 3390716248, "amenity": "cafe", "cuisine": "coffee_shop", "osm_type": "n", "website": "https://heure-du-cafe.example/", "internet_access": "wlan"}
            },
            "place_id": "516de7fba9f1d2024059e7fba9f1d26d4840f00103f90158391aca00000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.353, 48.858]}
        }
        """#,
        // Unnamed café: address and categories only.
        #"""
        {
          "type": "Feature",
          "properties": {
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue Saint-Martin",
            "housenumber": "21",
            "lon": 2.3503,
            "lat": 48.8588,
            "formatted": "21 Rue Saint-Martin, 75004 Paris, France",
            "address_line1": "21 Rue Saint-Martin",
            "address_line2": "75004 Paris, France",
            "categories": ["catering", "catering.cafe"],
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"osm_id": 7702148835, "amenity": "cafe", "osm_type": "n"}
            },
            "place_id": "51764f1e166acd02405904e78c28ed6d4840f00103f901e37615cb01000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3503, 48.8588]}
        }
        """#,
        // Coffee roaster with email, website and full facilities.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Torréfaction Beaubourg",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75003",
            "suburb": "3rd Arrondissement",
            "street": "Rue Rambuteau",
            "housenumber": "30",
            "lon": 2.3535,
            "lat": 48.8613,
            "formatted": "Torréfaction Beaubourg, 30 Rue Rambuteau, 75003 Paris, France",
            "address_line1": "Torréfaction Beaubourg",
            "address_line2": "30 Rue Rambuteau, 75003 Paris, France",
            "categories": ["catering", "catering.cafe", "catering.cafe.coffee_shop"],
            "catering": {"cuisine": "coffee_shop"},
            "opening_hours": "Tu-Sa 08:30-18:00; Su 10:00-16:00",
            "website": "https://torrefaction-beaubourg.example/",
            "contact": {"phone": "+33 1 48 87 52 10", "email": "bonjour@torrefaction-beaubourg.example"},
            "facilities": {"wheelchair": true, "internet_access": true, "outdoor_seating": true, "takeaway": true},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Torréfaction Beaubourg", "email": "bonjour@torrefaction-beaubourg.example", "phone": "+33 1 48 87 52 10", "osm_id": 5581903372, "amenity": "cafe", "cuisine": "coffee_shop", "osm_type": "n", "website": "https://torrefaction-beaubourg.example/", "wheelchair": "yes", "internet_access": "wlan", "outdoor_seating": "yes"}
            },
            "place_id": "518716d9cef7d3024059bc0512143f6e4840f00103f9010c16b54c01000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3535, 48.8613]}
        }
        """#,
        // French restaurant with split lunch/dinner hours, phone and website.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Les Caves du Marais",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue Vieille du Temple",
            "housenumber": "41",
            "lon": 2.3583,
            "lat": 48.8579,
            "formatted": "Les Caves du Marais, 41 Rue Vieille du Temple, 75004 Paris, France",
            "address_line1": "Les Caves du Marais",
            "address_line2": "41 Rue Vieille du Temple, 75004 Paris, France",
            "categories": ["catering", "catering.restaurant", "catering.restaurant.french"],
            "catering": {"cuisine": "french"},
            "opening_hours": "Tu-Sa 12:00-14:30,19:00-22:30",
            "website": "https://caves-du-marais.example/",
            "contact": {"phone": "+33 1 44 59 81 27"},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Les Caves du Marais", "phone": "+33 1 44 59 81 27", "osm_id": 2904415617, "amenity": "restaurant", "cuisine": "french", "osm_type": "n", "website": "https://caves-du-marais.example/"}
            },
            "place_id": "512041f163ccdd024059849ecdaacf6d4840f00103f90181dd1dad00000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3583, 48.8579]}
        }
        """#,
        // Very long name (60+ characters), two cuisines.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Le Petit Comptoir des Saveurs Méditerranéennes et Orientales du Quartier Latin",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75005",
            "suburb": "5th Arrondissement",
            "street": "Rue de la Harpe",
            "housenumber": "12",
            "lon": 2.3443,
            "lat": 48.8527,
            "formatted": "Le Petit Comptoir des Saveurs Méditerranéennes et Orientales du Quartier Latin, 12 Rue de la Harpe, 75005 Paris, France",
            "address_line1": "Le Petit Comptoir des Saveurs Méditerranéennes et Orientales du Quartier Latin",
            "address_line2": "12 Rue de la Harpe, 75005 Paris, France",
            "categories": ["catering", "catering.restaurant", "catering.restaurant.mediterranean"],
            "catering": {"cuisine": "mediterranean;lebanese"},
            "opening_hours": "Mo-Su 11:30-23:30",
            "facilities": {"outdoor_seating": true, "takeaway": true},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Le Petit Comptoir des Saveurs Méditerranéennes et Orientales du Quartier Latin", "osm_id": 8815320094, "amenity": "restaurant", "cuisine": "mediterranean;lebanese", "osm_type": "n", "takeaway": "yes", "outdoor_seating": "yes"}
            },
            "place_id": "51371ac05b20c10240594ca60a46256d4840f00103f9011e1c6f0d02000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3443, 48.8527]}
        }
        """#,
        // Vietnamese restaurant, phone only.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Phở Saint-Paul",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue Saint-Antoine",
            "housenumber": "85",
            "lon": 2.3618,
            "lat": 48.8545,
            "formatted": "Phở Saint-Paul, 85 Rue Saint-Antoine, 75004 Paris, France",
            "address_line1": "Phở Saint-Paul",
            "address_line2": "85 Rue Saint-Antoine, 75004 Paris, France",
            "categories": ["catering", "catering.restaurant", "catering.restaurant.vietnamese"],
            "catering": {"cuisine": "vietnamese"},
            "contact": {"phone": "+33 1 42 72 06 93"},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Phở Saint-Paul", "phone": "+33 1 42 72 06 93", "osm_id": 4073928561, "amenity": "restaurant", "cuisine": "vietnamese", "osm_type": "n"}
            },
            "place_id": "51db8afd65f7e40240594c378941606d4840f00103f9017137d3f200000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3618, 48.8545]}
        }
        """#,
        // Pub open past midnight.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "The Lantern Pub",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue des Lombards",
            "housenumber": "18",
            "lon": 2.3489,
            "lat": 48.8594,
            "formatted": "The Lantern Pub, 18 Rue des Lombards, 75004 Paris, France",
            "address_line1": "The Lantern Pub",
            "address_line2": "18 Rue des Lombards, 75004 Paris, France",
            "categories": ["catering", "catering.pub"],
            "opening_hours": "Mo-Th 16:00-01:00; Fr,Sa 16:00-02:00; Su 15:00-00:00",
            "facilities": {"wheelchair": false, "outdoor_seating": true},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "The Lantern Pub", "osm_id": 1839402276, "amenity": "pub", "osm_type": "n", "wheelchair": "no", "outdoor_seating": "yes"}
            },
            "place_id": "515f984c158cca0240595917b7d1006e4840f00103f901240da36d00000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3489, 48.8594]}
        }
        """#,
        // Unnamed bar: address and categories only.
        #"""
        {
          "type": "Feature",
          "properties": {
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue de la Verrerie",
            "housenumber": "52",
            "lon": 2.3542,
            "lat": 48.8576,
            "formatted": "52 Rue de la Verrerie, 75004 Paris, France",
            "address_line1": "52 Rue de la Verrerie",
            "address_line2": "75004 Paris, France",
            "categories": ["catering", "catering.bar"],
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"osm_id": 9120674430, "amenity": "bar", "osm_type": "n"}
            },
            "place_id": "5113f241cf66d5024059598638d6c56d4840f00103f9017e72a21f02000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3542, 48.8576]}
        }
        """#,
        // Sight and attraction with seasonal hours.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Tour Saint-Jacques",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue de Rivoli",
            "housenumber": "39",
            "lon": 2.3488,
            "lat": 48.858,
            "formatted": "Tour Saint-Jacques, 39 Rue de Rivoli, 75004 Paris, France",
            "address_line1": "Tour Saint-Jacques",
            "address_line2": "39 Rue de Rivoli, 75004 Paris, France",
            "categories": ["tourism", "tourism.attraction", "tourism.sights", "tourism.sights.tower"],
            "opening_hours": "Jun-Sep Fr-Su 10:00-17:00",
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Tour Saint-Jacques", "osm_id": 2266178904, "tourism": "attraction", "historic": "tower", "osm_type": "n"}
            },
            "place_id": "5127c286a757ca024059e7fba9f1d26d4840f00103f9015825138700000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3488, 48.858]}
        }
        """#,
        // Sight without a house number.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Pont Neuf",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75001",
            "suburb": "1st Arrondissement",
            "street": "Pont Neuf",
            "lon": 2.3413,
            "lat": 48.857,
            "formatted": "Pont Neuf, 75001 Paris, France",
            "address_line1": "Pont Neuf",
            "address_line2": "Pont Neuf, 75001 Paris, France",
            "categories": ["tourism", "tourism.sights", "tourism.sights.bridge"],
            "facilities": {"wheelchair": true},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Pont Neuf", "osm_id": 5003817729, "bridge": "yes", "tourism": "attraction", "osm_type": "n", "wheelchair": "yes"}
            },
            "place_id": "5197ff907efbba02405904560e2db26d4840f00103f9010133402a01000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3413, 48.857]}
        }
        """#,
        // Supermarket with Sunday hours.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Supérette des Archives",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue des Archives",
            "housenumber": "24",
            "lon": 2.356,
            "lat": 48.8587,
            "formatted": "Supérette des Archives, 24 Rue des Archives, 75004 Paris, France",
            "address_line1": "Supérette des Archives",
            "address_line2": "24 Rue des Archives, 75004 Paris, France",
            "categories": ["commercial", "commercial.supermarket"],
            "opening_hours": "Mo-Sa 08:00-22:00; Su 09:00-13:00",
            "facilities": {"wheelchair": true},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Supérette des Archives", "shop": "supermarket", "osm_id": 6647201958, "osm_type": "n", "wheelchair": "yes"}
            },
            "place_id": "510c022b8716d9024059a089b0e1e96d4840f00103f901a640348c01000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.356, 48.8587]}
        }
        """#,
        // Pharmacy with hours, phone and email.
        #"""
        {
          "type": "Feature",
          "properties": {
            "name": "Pharmacie du Parvis",
            "country": "France",
            "country_code": "fr",
            "state": "Ile-de-France",
            "city": "Paris",
            "postcode": "75004",
            "suburb": "4th Arrondissement",
            "street": "Rue d'Arcole",
            "housenumber": "17",
            "lon": 2.3493,
            "lat": 48.854,
            "formatted": "Pharmacie du Parvis, 17 Rue d'Arcole, 75004 Paris, France",
            "address_line1": "Pharmacie du Parvis",
            "address_line2": "17 Rue d'Arcole, 75004 Paris, France",
            "categories": ["healthcare", "healthcare.pharmacy"],
            "opening_hours": "Mo-Sa 09:00-20:00",
            "contact": {"phone": "+33 1 43 26 15 48", "email": "contact@pharmacie-du-parvis.example"},
            "datasource": {
              "sourcename": "openstreetmap",
              "attribution": "© OpenStreetMap contributors",
              "license": "Open Database License",
              "url": "https://www.openstreetmap.org/copyright",
              "raw": {"name": "Pharmacie du Parvis", "email": "contact@pharmacie-du-parvis.example", "phone": "+33 1 43 26 15 48", "osm_id": 3158842716, "amenity": "pharmacy", "osm_type": "n", "healthcare": "pharmacy", "dispensing": "yes"}
            },
            "place_id": "5141f163cc5dcb0240595a643bdf4f6d4840f00103f9015c1d48bc00000000"
          },
          "geometry": {"type": "Point", "coordinates": [2.3493, 48.854]}
        }
        """#,
    ]

    /// `/v1/geocode/search` and `/v1/geocode/autocomplete` results for a few city names: a
    /// FeatureCollection each, keyed by the lower-cased text.
    public static let geocoding: [String: String] = [
        "paris": #"""
        {
          "type": "FeatureCollection",
          "features": [
            {
              "type": "Feature",
              "properties": {
                "country": "France",
                "country_code": "fr",
                "state": "Ile-de-France",
                "city": "Paris",
                "lon": 2.3483915,
                "lat": 48.8534951,
                "formatted": "Paris, France",
                "address_line1": "Paris",
                "address_line2": "France",
                "result_type": "city",
                "place_id": "5194a2957b81c9024059ece5d2533f6d4840f00103f901141d000000000000"
              },
              "geometry": {"type": "Point", "coordinates": [2.3483915, 48.8534951]}
            },
            {
              "type": "Feature",
              "properties": {
                "country": "United States",
                "country_code": "us",
                "state": "Texas",
                "city": "Paris",
                "lon": -95.5555,
                "lat": 33.6609,
                "formatted": "Paris, TX, United States of America",
                "address_line1": "Paris, TX",
                "address_line2": "United States of America",
                "result_type": "city",
                "place_id": "51643bdf4f8de357c05994f6065f98d44040f00103f9019dc2010000000000"
              },
              "geometry": {"type": "Point", "coordinates": [-95.5555, 33.6609]}
            }
          ]
        }
        """#,
        "lyon": #"""
        {
          "type": "FeatureCollection",
          "features": [
            {
              "type": "Feature",
              "properties": {
                "country": "France",
                "country_code": "fr",
                "state": "Auvergne-Rhône-Alpes",
                "city": "Lyon",
                "lon": 4.8320114,
                "lat": 45.7578137,
                "formatted": "Lyon, France",
                "address_line1": "Lyon",
                "address_line2": "France",
                "result_type": "city",
                "place_id": "51c198e3cbfa53134059fafa100a00e14640f00103f90185d8010000000000"
              },
              "geometry": {"type": "Point", "coordinates": [4.8320114, 45.7578137]}
            }
          ]
        }
        """#,
        "london": #"""
        {
          "type": "FeatureCollection",
          "features": [
            {
              "type": "Feature",
              "properties": {
                "country": "United Kingdom",
                "country_code": "gb",
                "state": "England",
                "city": "London",
                "lon": -0.1277653,
                "lat": 51.5074456,
                "formatted": "London, ENG, United Kingdom",
                "address_line1": "London",
                "address_line2": "ENG, United Kingdom",
                "result_type": "city",
                "place_id": "51fd2488049d5ac0bf59e23f38faf3c04940f00103f9014600010000000000"
              },
              "geometry": {"type": "Point", "coordinates": [-0.1277653, 51.5074456]}
            },
            {
              "type": "Feature",
              "properties": {
                "country": "Canada",
                "country_code": "ca",
                "state": "Ontario",
                "city": "London",
                "lon": -81.243372,
                "lat": 42.9832406,
                "formatted": "London, ON, Canada",
                "address_line1": "London, ON",
                "address_line2": "Canada",
                "result_type": "city",
                "place_id": "51c6302768934f54c059ba8cf6d3da7d4540f00103f901b837720000000000"
              },
              "geometry": {"type": "Point", "coordinates": [-81.243372, 42.9832406]}
            }
          ]
        }
        """#,
    ]
}
