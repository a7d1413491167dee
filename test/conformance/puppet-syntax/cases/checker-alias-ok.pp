type Strings = String
