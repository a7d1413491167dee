type Mymod::Integer = String
