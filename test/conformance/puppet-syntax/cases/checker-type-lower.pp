type foo = String
