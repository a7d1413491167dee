package { 'a': name => 'same', provider => 'apt' }
package { 'b': name => 'same', provider => 'apt' }
