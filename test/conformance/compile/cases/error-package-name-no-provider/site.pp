# Without a provider both packages have the key (nil, x, nil): a name equal to another's title clashes.
package { 'x': }
package { 'y': name => 'x' }
