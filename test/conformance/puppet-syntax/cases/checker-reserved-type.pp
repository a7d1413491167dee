type Integer = String
