# Same name and provider under two titles: the same package key.
package { 'a': name => 'x', provider => 'gem' }
package { 'b': name => 'x', provider => 'gem' }
