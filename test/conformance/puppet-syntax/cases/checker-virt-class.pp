@class {'a':}
