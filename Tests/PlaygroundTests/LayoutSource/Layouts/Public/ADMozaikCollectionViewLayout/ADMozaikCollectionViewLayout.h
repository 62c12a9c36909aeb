//
//  ADMozaikCollectionViewLayout.h
//  ADMozaikCollectionViewLayout
//
//  Created by Anton Domashnev on 16/05/16.
//  Copyright © 2016 Anton Domashnev. All rights reserved.
//

#import <UIKit/UIKit.h>

//! Project version number for ADMozaikCollectionViewLayout.
FOUNDATION_EXPORT double ADMozaikCollectionViewLayoutVersionNumber;

//! Project version string for ADMozaikCollectionViewLayout.
FOUNDATION_EXPORT const unsigned char ADMozaikCollectionViewLayoutVersionString[];


