class a {}
@class { 'a': }
